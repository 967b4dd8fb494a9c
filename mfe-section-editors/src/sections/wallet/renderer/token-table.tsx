import { Button, Empty, Flex, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import { formatTokenAmount } from '../chain/format';
import type { WalletTokenBalance } from '../chain/token-list';
import { tableTheme } from '../theme/antd-tokens';
import type { WalletLook } from '../theme/wallet-look';
import { Themed } from './themed';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../../i18n';
import { TokenLogo, useFormat, usePageLinks } from '@suite/shared/react';

const TOKEN_PAGE_SIZE = 5;

export interface TokenTableProps {
  look: WalletLook;
  rows: readonly WalletTokenBalance[];
  connected: boolean;
  loading: boolean;
  /** Send, per token; absent when the send action is hidden. */
  onSend?: (token: WalletTokenBalance) => void;
  onRemove: (token: WalletTokenBalance) => void;
  /** Whether a change can be saved now (the saved lists read, no save under way). */
  editable: boolean;
  /** What left rows out, if anything: the search, or the filter of zero balances. */
  emptiedBy?: 'search' | 'hideZero';
}

function balanceText(row: WalletTokenBalance, t: SectionEditorsTranslate, locale: string): string {
  if (row.balance !== undefined) return formatTokenAmount(row.balance, row.decimals, locale);
  return row.failed ? t('wallet.tokens.unread') : '—';
}

/** The tokens of the chain with their balances, a page at a time. */
export function TokenTable({
  look,
  rows,
  connected,
  loading,
  onSend,
  onRemove,
  editable,
  emptiedBy,
}: TokenTableProps) {
  const pageLinks = usePageLinks();
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  return (
    <Themed theme={tableTheme(look.tokenTable, look.pagination)}>
      <Table
        aria-label={t('fields.tokens')}
        rowKey="key"
        size="middle"
        loading={loading}
        dataSource={connected ? [...rows] : []}
        pagination={{
          itemRender: pageLinks.itemRender,
          defaultPageSize: TOKEN_PAGE_SIZE,
          pageSizeOptions: [5, 10, 25],
          showSizeChanger: true,
          hideOnSinglePage: true,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                !connected
                  ? t('wallet.tokens.connect')
                  : emptiedBy === 'hideZero'
                    ? t('wallet.tokens.allZero')
                    : t('wallet.tokens.noMatch')
              }
            />
          ),
        }}
        scroll={{ x: true }}
        columns={[
          {
            key: 'token',
            title: t('fields.token'),
            render: (_, row) => (
              <Flex vertical>
                <Flex gap={4} align="center">
                  <TokenLogo symbol={row.symbol} logo={row.logo} />
                  <Typography.Text strong style={{ color: 'inherit' }}>
                    {row.symbol}
                  </Typography.Text>
                  {row.imported ? <Tag>{t('wallet.tokens.imported')}</Tag> : null}
                </Flex>
                <Typography.Text style={{ color: 'inherit', opacity: 0.7 }}>{row.name}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'balance',
            title: t('wallet.tokens.balance'),
            align: 'right',
            render: (_, row) => balanceText(row, t, locale),
          },
          {
            key: 'actions',
            title: '',
            align: 'right',
            render: (_, row) => (
              <Flex gap={4} justify="flex-end">
                {onSend ? (
                  <Button
                    size="small"
                    aria-label={t('wallet.tokens.sendNamed', { symbol: row.symbol })}
                    onClick={() => onSend(row)}
                  >
                    {t('wallet.actions.send')}
                  </Button>
                ) : null}
                {row.imported ? (
                  <Button
                    size="small"
                    type="text"
                    aria-label={t('wallet.tokens.removeNamed', { symbol: row.symbol })}
                    disabled={!editable}
                    onClick={() => onRemove(row)}
                  >
                    {t('common.actions.remove')}
                  </Button>
                ) : null}
              </Flex>
            ),
          },
        ]}
      />
    </Themed>
  );
}
