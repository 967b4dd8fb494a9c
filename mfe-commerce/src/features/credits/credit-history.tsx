import { useState } from 'react';
import { Alert, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import type { CreditEntry } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useCreditHistory } from '../../api/credits';
import { useFormat, useScrollRegion } from '@suite/shared/react';

const KIND_LABELS: Record<CreditEntry['kind'], { label: string; color: string }> = {
  'top-up': { label: 'Top-up', color: 'green' },
  grant: { label: 'Granted', color: 'cyan' },
  order: { label: 'Order', color: 'blue' },
  feature: { label: 'Premium feature', color: 'purple' },
  api: { label: 'API use', color: 'gold' },
};

/** Every credit added or spent, newest first: top-ups, 0.5 USD per order, premium unlocks, API reads. */
export function CreditHistory() {
  const format = useFormat();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, error, isLoading, mutate } = useCreditHistory(page, pageSize);
  const scrollRegion = useScrollRegion<HTMLDivElement>('Credits history');
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={`The credits history could not be loaded: ${apiErrorMessage(error)}`}
        action={<Typography.Link onClick={() => void mutate()}>Retry</Typography.Link>}
      />
    );
  }
  return (
    <div ref={scrollRegion}>
      <Table<CreditEntry>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: 'No credits added or spent yet' }}
        pagination={{
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
          { title: 'Date', dataIndex: 'createdAt', render: (value: string) => format.dateTime(value) },
          {
            title: 'Kind',
            dataIndex: 'kind',
            render: (kind: CreditEntry['kind']) => (
              <Tag color={KIND_LABELS[kind].color}>{KIND_LABELS[kind].label}</Tag>
            ),
          },
          { title: 'Description', dataIndex: 'description' },
          {
            title: 'Amount',
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
    </div>
  );
}
