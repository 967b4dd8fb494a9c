import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { Alert, Empty, Flex, Typography } from 'antd';
import Table from 'antd/es/table';
import { chainById, SEARCH_DEBOUNCE_MS, shortenAddress, type ActivityTransfer } from '@suite/shared';
import { ErrorAlert, listEmptyText, useFormat, usePageLinks } from '@suite/shared/react';
import { formatTokenAmount } from '../chain/format';
import type { WalletToken } from '../chain/token-list';
import { useActivity } from '../chain/use-activity';
import { tableTheme } from '../theme/antd-tokens';
import type { WalletLook } from '../theme/wallet-look';
import { Themed } from './themed';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

const ACTIVITY_PAGE_SIZE = 10;

const DIRECTION_LABELS: Record<ActivityTransfer['direction'], SectionEditorsKey> = {
  sent: 'wallet.activity.sent',
  received: 'wallet.activity.received',
  self: 'wallet.activity.self',
};

export interface ActivityTableProps {
  look: WalletLook;
  address?: `0x${string}`;
  chainId: number;
  tokens: readonly WalletToken[];
  search: string;
}

/**
 * The address's transfers on the chain, newest first, a page at a time: its currency's (from the
 * chain's blocks or an explorer, where the API has one) and the listed tokens'. What the list covers is
 * said below it; where native transfers cannot be read, a note says so.
 */
export function ActivityTable({ look, address, chainId, tokens, search }: ActivityTableProps) {
  const pageLinks = usePageLinks();
  const { t } = useSectionEditorsCatalog();
  const format = useFormat();
  const [text] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ text, page: 1 });
  // A new search starts at its first page.
  const page = paging.text === text ? paging.page : 1;
  const [pageSize, setPageSize] = useState(ACTIVITY_PAGE_SIZE);
  const contracts = tokens.flatMap((token) => (token.address ? [token.address] : []));
  const activity = useActivity(address, chainId, contracts, text, page, pageSize);
  const explorer = chainById(chainId)?.explorerUrl;
  const rows = activity.data?.items ?? [];

  if (activity.error) {
    return (
      <ErrorAlert
        title={t('wallet.activity.failed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  }

  const nativeNote = activity.data?.nativeNote;
  const emptyDescription = !address
    ? t('wallet.activity.connect')
    : text
      ? t('wallet.activity.noMatch')
      : t('wallet.activity.none');
  return (
    <Flex vertical gap={8}>
      {address && nativeNote ? <Alert type="info" showIcon title={nativeNote} /> : null}
      <Themed theme={tableTheme(look.activityTable, look.pagination)}>
        <Table
          aria-label={t('wallet.tabs.activity')}
          rowKey="id"
          size="middle"
          loading={Boolean(address) && activity.isFetching}
          dataSource={address ? rows : []}
          pagination={{
            itemRender: pageLinks.itemRender,
            current: page,
            pageSize,
            total: activity.data?.total ?? 0,
            pageSizeOptions: [5, 10, 25],
            showSizeChanger: true,
            hideOnSinglePage: true,
            onChange: (next, size) => {
              setPaging({ text, page: size === pageSize ? next : 1 });
              setPageSize(size);
            },
          }}
          locale={{
            // Nothing while the first page is read: "No transfers yet" would be a guess.
            emptyText: listEmptyText(
              { isLoading: Boolean(address) && activity.isLoading, error: undefined },
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyDescription} />,
            ),
          }}
          scroll={{ x: true }}
          columns={[
            {
              key: 'type',
              title: t('wallet.activity.type'),
              render: (_, row) => t(DIRECTION_LABELS[row.direction]),
            },
            {
              key: 'amount',
              title: t('wallet.activity.amount'),
              align: 'right',
              render: (_, row) =>
                `${formatTokenAmount(BigInt(row.value), row.decimals, format.locale)} ${row.symbol}`,
            },
            {
              key: 'counterparty',
              title: t('wallet.activity.counterparty'),
              render: (_, row) => <span title={row.counterparty}>{shortenAddress(row.counterparty)}</span>,
            },
            {
              key: 'time',
              title: t('wallet.activity.time'),
              render: (_, row) => (
                <span title={t('wallet.activity.block', { number: row.blockNumber })}>
                  {row.timestamp ? format.dateTime(row.timestamp) : '—'}
                </span>
              ),
            },
            {
              key: 'transaction',
              title: t('wallet.activity.transaction'),
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
      {address && activity.data ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, color: look.textColor }}>
          {activity.data.notes.join(' ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
