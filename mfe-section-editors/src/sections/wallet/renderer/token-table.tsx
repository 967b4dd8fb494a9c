import { Button, Empty, Flex, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import { formatTokenAmount } from '../chain/format';
import type { WalletTokenBalance } from '../chain/token-list';
import { tableTheme } from '../theme/antd-tokens';
import type { WalletLook } from '../theme/wallet-look';
import { Themed } from './themed';

export const TOKEN_PAGE_SIZE = 5;

export interface TokenTableProps {
  look: WalletLook;
  rows: readonly WalletTokenBalance[];
  connected: boolean;
  loading: boolean;
  /** Send, per token; absent when the send action is hidden. */
  onSend?: (token: WalletTokenBalance) => void;
  onRemove: (token: WalletTokenBalance) => void;
}

function balanceText(row: WalletTokenBalance): string {
  if (row.balance !== undefined) return formatTokenAmount(row.balance, row.decimals);
  return row.failed ? 'Could not be read' : '—';
}

/** The tokens of the chain with their balances, a page at a time. */
export function TokenTable({ look, rows, connected, loading, onSend, onRemove }: TokenTableProps) {
  return (
    <Themed theme={tableTheme(look.tokenTable, look.pagination)}>
      <Table
        aria-label="Tokens"
        rowKey="key"
        size="middle"
        loading={loading}
        dataSource={connected ? [...rows] : []}
        pagination={{
          defaultPageSize: TOKEN_PAGE_SIZE,
          pageSizeOptions: [5, 10, 25],
          showSizeChanger: true,
          hideOnSinglePage: true,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={connected ? 'No tokens match your search' : 'Connect a wallet to see your tokens'}
            />
          ),
        }}
        scroll={{ x: true }}
        columns={[
          {
            key: 'token',
            title: 'Token',
            render: (_, row) => (
              <Flex vertical>
                <Flex gap={4} align="center">
                  <Typography.Text strong style={{ color: 'inherit' }}>
                    {row.symbol}
                  </Typography.Text>
                  {row.imported ? <Tag>Imported</Tag> : null}
                </Flex>
                <Typography.Text style={{ color: 'inherit', opacity: 0.7 }}>{row.name}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'balance',
            title: 'Balance',
            align: 'right',
            render: (_, row) => balanceText(row),
          },
          {
            key: 'actions',
            title: '',
            align: 'right',
            render: (_, row) => (
              <Flex gap={4} justify="flex-end">
                {onSend ? (
                  <Button size="small" aria-label={`Send ${row.symbol}`} onClick={() => onSend(row)}>
                    Send
                  </Button>
                ) : null}
                {row.imported ? (
                  <Button
                    size="small"
                    type="text"
                    aria-label={`Remove ${row.symbol}`}
                    onClick={() => onRemove(row)}
                  >
                    Remove
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
