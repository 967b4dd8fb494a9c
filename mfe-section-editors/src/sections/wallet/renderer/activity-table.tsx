import { Alert, Button, Empty, Table, Typography } from 'antd';
import { chainById, shortenAddress } from '@suite/shared';
import { ACTIVITY_BLOCK_RANGE, type ActivityRow } from '../chain/activity';
import { chainErrorMessage, formatTokenAmount } from '../chain/format';
import type { WalletToken } from '../chain/token-list';
import { useActivity } from '../chain/use-activity';
import { tableTheme } from '../theme/antd-tokens';
import type { WalletLook } from '../theme/wallet-look';
import { Themed } from './themed';

export const ACTIVITY_PAGE_SIZE = 10;
export const NO_ACTIVITY_TEXT = `No transfers of these tokens in the last ${ACTIVITY_BLOCK_RANGE.toLocaleString('en-US')} blocks`;

const DIRECTION_LABELS: Record<ActivityRow['direction'], string> = {
  sent: 'Sent',
  received: 'Received',
  self: 'To yourself',
};

export interface ActivityTableProps {
  look: WalletLook;
  address?: `0x${string}`;
  chainId: number;
  tokens: readonly WalletToken[];
  search: string;
}

/** The ERC-20 transfers of the listed tokens to and from the address, over the recent blocks. */
export function ActivityTable({ look, address, chainId, tokens, search }: ActivityTableProps) {
  const contracts = tokens.flatMap((token) => (token.address ? [token.address] : []));
  const activity = useActivity(address, chainId, contracts, true);
  const explorer = chainById(chainId)?.explorerUrl;
  const tokenOf = (row: ActivityRow) =>
    tokens.find((token) => token.address?.toLowerCase() === row.token.toLowerCase());
  const text = search.trim().toLowerCase();
  const rows = (activity.data ?? []).filter((row) => {
    if (!text) return true;
    const token = tokenOf(row);
    return Boolean(
      token && (token.symbol.toLowerCase().includes(text) || token.name.toLowerCase().includes(text)),
    );
  });

  if (activity.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The activity could not be read from the chain"
        description={chainErrorMessage(activity.error)}
        action={<Button onClick={() => void activity.refetch()}>Retry</Button>}
      />
    );
  }

  return (
    <Themed theme={tableTheme(look.activityTable, look.pagination)}>
      <Table
        aria-label="Activity"
        rowKey="key"
        size="middle"
        loading={Boolean(address) && activity.isLoading}
        dataSource={address ? rows : []}
        pagination={{
          defaultPageSize: ACTIVITY_PAGE_SIZE,
          pageSizeOptions: [5, 10, 25],
          showSizeChanger: true,
          hideOnSinglePage: true,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={address ? NO_ACTIVITY_TEXT : 'Connect a wallet to see your activity'}
            />
          ),
        }}
        scroll={{ x: true }}
        columns={[
          { key: 'type', title: 'Type', render: (_, row) => DIRECTION_LABELS[row.direction] },
          {
            key: 'amount',
            title: 'Amount',
            align: 'right',
            render: (_, row) => {
              const token = tokenOf(row);
              return token
                ? `${formatTokenAmount(row.value, token.decimals)} ${token.symbol}`
                : row.value.toString();
            },
          },
          {
            key: 'counterparty',
            title: 'From / to',
            render: (_, row) => <span title={row.counterparty}>{shortenAddress(row.counterparty)}</span>,
          },
          { key: 'block', title: 'Block', render: (_, row) => row.blockNumber.toString() },
          {
            key: 'transaction',
            title: 'Transaction',
            render: (_, row) =>
              explorer ? (
                <Typography.Link
                  href={`${explorer}/tx/${row.transactionHash}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {shortenAddress(row.transactionHash, 6)}
                </Typography.Link>
              ) : (
                <span title={row.transactionHash}>{shortenAddress(row.transactionHash, 6)}</span>
              ),
          },
        ]}
      />
    </Themed>
  );
}
