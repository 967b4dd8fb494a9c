import { useState } from 'react';
import { Alert, Button, Flex, Skeleton, Tag, Typography, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useWebhookDeliveries, useWebhookDelivery, useWebhookMutations } from '../../api/webhooks';
import { useNotify } from '../use-notify';
import { useFormat } from '@suite/shared/react';

export const DELIVERIES_EMPTY_TEXT =
  'No deliveries yet. Each order event (created, confirmed, failed, finalized, refunded, cancelled) is sent to your webhook URL.';

const STATUS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

function lastAnswer(delivery: WebhookDelivery): string {
  if (delivery.attemptCount === 0) return 'Not sent yet';
  if (delivery.lastResponseStatus !== null && delivery.status === 'delivered')
    return `${delivery.lastResponseStatus}`;
  return delivery.lastError ?? `${delivery.lastResponseStatus ?? ''}`;
}

/** Every attempt of one delivery and the exact body sent, shown when its row is expanded. */
function DeliveryAttempts({ id }: { id: string }) {
  const format = useFormat();
  const { data, error } = useWebhookDelivery(id);
  if (error) return <Alert type="error" showIcon title={apiErrorMessage(error)} />;
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        Webhook id{' '}
        <Typography.Text code copyable>
          {data.id}
        </Typography.Text>
      </Typography.Text>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.attempts}
        locale={{ emptyText: 'No attempt yet' }}
        scroll={{ x: true }}
        columns={[
          { title: 'Attempted', dataIndex: 'attemptedAt', render: format.dateTime },
          { title: 'Answer', dataIndex: 'responseStatus', render: (status: number | null) => status ?? '—' },
          { title: 'Error', dataIndex: 'error', render: (text: string | null) => text ?? '—' },
          { title: 'Time', dataIndex: 'durationMs', render: (ms: number) => `${ms} ms` },
        ]}
      />
      <Typography.Text type="secondary">Body</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12 }}>
        {data.payload}
      </pre>
    </Flex>
  );
}

/** The webhook's delivery log in Settings, with "Send test event" and "Redeliver". */
export function WebhookDeliveries({ configured }: { configured: boolean }) {
  const format = useFormat();
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useWebhookDeliveries({ page, limit: 10 });
  const { sendTest, redeliver } = useWebhookMutations();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  async function act(key: string, action: () => Promise<void>, success: string) {
    setBusy(key);
    await notify.run(action, success);
    setBusy(null);
  }

  const columns: TableColumnsType<WebhookDelivery> = [
    {
      title: 'Event',
      dataIndex: 'eventType',
      render: (type: string) => <Typography.Text code>{type}</Typography.Text>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: WebhookDeliveryStatus) => (
        <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
      ),
    },
    { title: 'Attempts', dataIndex: 'attemptCount', responsive: ['sm'] },
    { title: 'Last answer', key: 'answer', render: (_, delivery) => lastAnswer(delivery) },
    { title: 'Created', dataIndex: 'createdAt', render: format.dateTime, responsive: ['md'] },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, delivery) => (
        <Button
          size="small"
          aria-label={`Redeliver ${delivery.eventType} ${delivery.id}`}
          disabled={!configured || delivery.status === 'pending' || busy !== null}
          loading={busy === delivery.id}
          onClick={() => void act(delivery.id, () => redeliver(delivery.id), 'Delivery queued again')}
        >
          Redeliver
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Delivery log
        </Typography.Title>
        <Button
          disabled={!configured || busy !== null}
          loading={busy === 'test'}
          onClick={() => void act('test', sendTest, 'Test event queued')}
        >
          Send test event
        </Button>
      </Flex>
      {!configured && (
        <Typography.Text type="secondary">Save a webhook URL to receive events.</Typography.Text>
      )}
      {error ? (
        <Alert type="error" showIcon title={apiErrorMessage(error)} />
      ) : (
        <Table<WebhookDelivery>
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={data?.items}
          columns={columns}
          scroll={{ x: true }}
          locale={{ emptyText: DELIVERIES_EMPTY_TEXT }}
          expandable={{ expandedRowRender: (delivery) => <DeliveryAttempts id={delivery.id} /> }}
          pagination={{
            current: page + 1,
            pageSize: 10,
            total: data?.totalItems ?? 0,
            showSizeChanger: false,
            onChange: (next) => setPage(next - 1),
          }}
        />
      )}
    </Flex>
  );
}
