import { useState } from 'react';
import { Alert, Button, Empty, Flex, Select, Spin, Typography } from 'antd';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS, shortenAddress, type ContractFormSummary } from '@suite/shared';
import { ErrorAlert, useApiErrorMessage, useChainName, useClearable } from '@suite/shared/react';
import { contractFormId, useContractForm, useContractForms } from '../../api/contract-forms';
import { widgetEditorPanelPath } from '@suite/shared/sections';
import { useSectionScope } from '../../section-kit/section-scope';
import { SiteOfferHint } from '../../section-kit/trade/site-trade';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';

function optionLabel(
  form: Pick<ContractFormSummary, 'name' | 'chainId' | 'address'>,
  t: SectionEditorsTranslate,
  chainName: (chainId: number) => string,
): string {
  const chain = chainName(form.chainId);
  return t('userContractForm.option', { name: form.name, address: shortenAddress(form.address), chain });
}

export interface ContractFormPickerProps {
  id: string;
  /** The picked form's id as the section stores it (text); blank when none is picked. */
  value: string;
  onChange: (formId: string) => void;
  onBlur: () => void;
}

/**
 * The owner's contract forms by name: a select that searches the server as the owner types, with
 * loading, error and empty states, and a way to where forms are built.
 */
export function ContractFormPicker({ id, value, onChange, onBlur }: ContractFormPickerProps) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  const { siteId, widgetId } = useSectionScope();
  const chainName = useChainName();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useContractForms(q);
  const pickedId = contractFormId(value);
  const picked = useContractForm(pickedId);
  const items = list.data?.items ?? [];
  const options = items.map((form) => ({ value: String(form.id), label: optionLabel(form, t, chainName) }));
  if (picked.data && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: optionLabel(picked.data, t, chainName) });
  }
  const manage = widgetEditorPanelPath(widgetId ?? siteId, 'contract.forms');

  let notFound;
  if (list.error) {
    notFound = <ErrorAlert error={list.error} onRetry={() => void list.retry()} />;
  } else if (list.isLoading) {
    notFound = (
      <Flex justify="center" style={{ padding: 12 }}>
        <Spin size="small" aria-label={t('userContractForm.loading')} />
      </Flex>
    );
  } else if (q) {
    notFound = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userContractForm.noMatch')} />;
  } else {
    notFound = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userContractForm.emptyTitle')}>
        <Typography.Paragraph type="secondary">{t('userContractForm.emptyHint')}</Typography.Paragraph>
        <Button type="primary" href={manage} target="_blank" rel="noopener noreferrer">
          {t('userContractForm.create')}
        </Button>
      </Empty>
    );
  }

  return (
    <Flex vertical gap={8}>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        allowClear={clearable}
        placeholder={t('userContractForm.choose')}
        value={value || undefined}
        loading={list.isLoading || list.isValidating}
        options={options}
        notFoundContent={notFound}
        popupRender={(menu) =>
          list.data && list.data.total > items.length ? (
            <>
              {menu}
              <Typography.Text type="secondary" style={{ display: 'block', padding: '8px 12px 4px' }}>
                {t('userContractForm.more', { shown: items.length, total: list.data.total })}
              </Typography.Text>
            </>
          ) : (
            menu
          )
        }
        onChange={(next: string | undefined) => {
          onChange(next ?? '');
          setSearch('');
        }}
        onBlur={onBlur}
      />
      {pickedId === undefined && value ? (
        <Alert type="warning" showIcon title={t('userContractForm.notAForm', { value })} />
      ) : null}
      {picked.error && pickedId !== undefined && !list.error ? (
        <Alert type="warning" showIcon title={errorMessage(picked.error)} />
      ) : null}
      {/* Visitors of a site whose Data → Networks leaves out the form's chain do not get the form. */}
      {picked.data && pickedId !== undefined ? (
        <SiteOfferHint chainId={picked.data.chainId} tokens={[]} refusal="other" />
      ) : null}
      <Typography.Link href={manage} target="_blank" rel="noopener noreferrer">
        {t('userContractForm.manage')}
      </Typography.Link>
    </Flex>
  );
}
