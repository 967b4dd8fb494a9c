import { useId, useState } from 'react';
import { Button, Flex, Input, Switch } from 'antd';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { searchTheme } from '../theme/antd-tokens';
import type { WalletLook } from '../theme/wallet-look';
import { Themed } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';
import { useClearable } from '@suite/shared/react';

export interface SearchPartProps {
  look: WalletLook;
  query: string;
  onQueryChange: (query: string) => void;
  hideZeroBalances: boolean;
  onHideZeroBalancesChange: (hide: boolean) => void;
}

/** The search box (tokens, NFTs and activity) and the filters it opens. */
export function SearchPart({
  look,
  query,
  onQueryChange,
  hideZeroBalances,
  onHideZeroBalancesChange,
}: SearchPartProps) {
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const switchId = useId();
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Themed theme={searchTheme(look.search)}>
          <Input
            allowClear={clearable}
            aria-label={t('common.icons.search')}
            placeholder={t('wallet.search.placeholder')}
            prefix={<SearchOutlined aria-hidden style={{ color: look.search?.iconColor }} />}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </Themed>
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {t('wallet.search.filters')}
        </Button>
      </Flex>
      {open ? (
        <Flex
          id={panelId}
          role="region"
          aria-label={t('wallet.search.filters')}
          justify="space-between"
          align="center"
          gap={8}
        >
          <Flex align="center" gap={8}>
            <Switch id={switchId} checked={hideZeroBalances} onChange={onHideZeroBalancesChange} />
            <label htmlFor={switchId} style={{ color: look.textColor }}>
              {t('wallet.search.hideZero')}
            </label>
          </Flex>
          <Button
            type="text"
            aria-label={t('wallet.search.close')}
            icon={<UpOutlined aria-hidden style={{ color: look.closeArrowColor }} />}
            onClick={() => setOpen(false)}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
