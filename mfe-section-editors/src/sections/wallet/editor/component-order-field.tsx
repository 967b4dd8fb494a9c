import { Button, Typography } from 'antd';
import { RowList } from '@suite/shared/react';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { useController, type Control } from 'react-hook-form';
import { WALLET_COMPONENTS, type WalletComponent, type WalletConfig } from '@suite/shared/sections';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

const WALLET_COMPONENT_LABELS: Record<WalletComponent, SectionEditorsKey> = {
  balance: 'wallet.tokens.balance',
  actions: 'common.actions.group',
  search: 'common.icons.search',
  tabs: 'tabs.fields.tabs.list',
  content: 'fields.content',
};

/** The order of the wallet's parts, top to bottom, moved with Up and Down. */
export function ComponentOrderField({ control }: { control: Control<WalletConfig> }) {
  const { t } = useSectionEditorsCatalog();
  const { field, fieldState } = useController({ control, name: 'customSettings.layout.componentOrder' });
  const order: readonly WalletComponent[] = field.value ?? WALLET_COMPONENTS;

  function move(index: number, by: -1 | 1) {
    const next = [...order];
    const [part] = next.splice(index, 1);
    if (!part) return;
    next.splice(index + by, 0, part);
    field.onChange(next);
  }

  return (
    <section aria-label={t('wallet.editor.componentOrder')} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('wallet.editor.componentOrder')}</Typography.Text>
      <RowList
        size="small"
        items={order}
        // A stored order may name a part twice (the field then says so): each row still has its own key.
        rowKey={(part, index) => (order.indexOf(part) === index ? part : `${part}-${index}`)}
        renderRow={(part, index) => ({
          content: (
            <span>
              {index + 1}. {t(WALLET_COMPONENT_LABELS[part])}
            </span>
          ),
          actions: (
            <>
              <Button
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={t('wallet.editor.moveUp', { name: t(WALLET_COMPONENT_LABELS[part]) })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={t('wallet.editor.moveDown', { name: t(WALLET_COMPONENT_LABELS[part]) })}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              />
            </>
          ),
        })}
      />
      {fieldState.error ? <Typography.Text type="danger">{fieldState.error.message}</Typography.Text> : null}
    </section>
  );
}
