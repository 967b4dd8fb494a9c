import { useState } from 'react';
import { Flex, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import { commercePaths, type CreditEntry } from '@suite/shared';
import { useCreditHistory } from '../../api/credits';
import {
  AppLink,
  ErrorAlert,
  ScrollRegion,
  listEmptyText,
  useFormat,
  usePageLinks,
} from '@suite/shared/react';
import { useCommerceBasePath } from '../commerce-base-path';
import { useCommerceCatalog } from '../../i18n';
import { useCreditEntryText } from './credit-entry-text';

/** Each kind's tag colour; its name is `credits.kinds.{kind}` in the catalog. */
const KIND_COLORS: Record<CreditEntry['kind'], string> = {
  'top-up': 'green',
  grant: 'cyan',
  order: 'blue',
  feature: 'purple',
  api: 'gold',
};

/** Every credit added or spent, newest first: top-ups, 0.5 USD per order, premium unlocks, API reads. */
export function CreditHistory() {
  const pageLinks = usePageLinks();
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const entryText = useCreditEntryText();
  const basePath = useCommerceBasePath();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, error, isLoading, mutate } = useCreditHistory(page, pageSize);
  // keepPreviousData answers a page that failed with the last one read: its rows are another page's,
  // not to be shown under this page's pager.
  const otherPage = data !== undefined && (data.currentPage !== page || data.pageSize !== pageSize);
  return (
    <Flex vertical gap={12}>
      {error ? (
        <ErrorAlert title={t('credits.history.loadFailed')} error={error} onRetry={() => void mutate()} />
      ) : null}
      <ScrollRegion label={t('credits.history.region')}>
        <Table<CreditEntry>
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={error && otherPage ? undefined : data?.items}
          scroll={{ x: true }}
          locale={{ emptyText: listEmptyText({ isLoading, error }, t('credits.history.empty')) }}
          pagination={{
            itemRender: pageLinks.itemRender,
            current: page + 1,
            pageSize,
            total: data?.totalItems ?? 0,
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(size === pageSize ? next - 1 : 0);
              setPageSize(size);
            },
          }}
          columns={[
            {
              title: t('credits.history.date'),
              dataIndex: 'createdAt',
              render: (value: string) => format.dateTime(value),
            },
            {
              title: t('credits.history.kind'),
              dataIndex: 'kind',
              render: (kind: CreditEntry['kind']) => (
                <Tag color={KIND_COLORS[kind]}>{t(`credits.kinds.${kind}`)}</Tag>
              ),
            },
            {
              title: t('common.description'),
              dataIndex: 'description',
              // An order's fee opens its order.
              render: (_: string, entry: CreditEntry) =>
                entry.kind === 'order' && entry.params?.orderId ? (
                  <AppLink to={commercePaths.order(basePath, entry.params.orderId)}>
                    {entryText(entry)}
                  </AppLink>
                ) : (
                  entryText(entry)
                ),
            },
            {
              title: t('credits.history.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (amount: string) => (
                <Typography.Text type={amount.startsWith('-') ? undefined : 'success'}>
                  {amount.startsWith('-')
                    ? `−${format.credits(amount.slice(1))}`
                    : `+${format.credits(amount)}`}
                </Typography.Text>
              ),
            },
          ]}
        />
      </ScrollRegion>
    </Flex>
  );
}
