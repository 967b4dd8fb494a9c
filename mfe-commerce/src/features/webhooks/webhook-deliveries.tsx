import { useState } from 'react';
import { Button, Flex, Skeleton, Tag, Typography, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@suite/shared';
import { useWebhookDeliveries, useWebhookDelivery, useWebhookMutations } from '../../api/webhooks';
import { copyableText, ErrorAlert, useFormat, useNotify, usePageLinks } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/** Each status's tag colour; its name is `webhooks.status.{status}` in the catalog. */
const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'gold',
  delivered: 'green',
  failed: 'red',
};

/** The receiver's last answer to a delivery sent at least once: its HTTP status, or why it failed. */
function lastAnswer(delivery: WebhookDelivery): string {
  if (delivery.lastResponseStatus !== null && delivery.status === 'delivered')
    return `${delivery.lastResponseStatus}`;
  return delivery.lastError ?? `${delivery.lastResponseStatus ?? ''}`;
}

/** Every attempt of one delivery and the exact body sent, shown when its row is expanded. */
function DeliveryAttempts({ id }: { id: string }) {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const { data, error, mutate } = useWebhookDelivery(id);
  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('webhooks.webhookId')}{' '}
        <Typography.Text code copyable={copyableText()}>
          {data.id}
        </Typography.Text>
      </Typography.Text>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.attempts}
        locale={{ emptyText: t('webhooks.noAttempt') }}
        scroll={{ x: true }}
        columns={[
          { title: t('webhooks.attempted'), dataIndex: 'attemptedAt', render: format.dateTime },
          {
            title: t('webhooks.answer'),
            dataIndex: 'responseStatus',
            render: (status: number | null) => status ?? '—',
          },
          { title: t('webhooks.error'), dataIndex: 'error', render: (text: string | null) => text ?? '—' },
          { title: t('webhooks.time'), dataIndex: 'durationMs', render: (ms: number) => `${ms} ms` },
        ]}
      />
      <Typography.Text type="secondary">{t('webhooks.body')}</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12 }}>
        {data.payload}
      </pre>
    </Flex>
  );
}

/** The webhook's delivery log in Settings, with "Send test event" and "Redeliver". */
export function WebhookDeliveries({ configured }: { configured: boolean }) {
  const pageLinks = usePageLinks();
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useWebhookDeliveries({ page, limit: 10 });
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
      title: t('webhooks.event'),
      dataIndex: 'eventType',
      // An event name is one word: the table scrolls rather than break it.
      render: (type: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {type}
        </Typography.Text>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: WebhookDeliveryStatus) => (
        <Tag color={STATUS_COLORS[status]}>{t(`webhooks.status.${status}`)}</Tag>
      ),
    },
    { title: t('webhooks.attempts'), dataIndex: 'attemptCount', responsive: ['sm'] },
    {
      title: t('webhooks.lastAnswer'),
      key: 'answer',
      render: (_, delivery) => (delivery.attemptCount === 0 ? t('webhooks.notSent') : lastAnswer(delivery)),
    },
    { title: t('webhooks.created'), dataIndex: 'createdAt', render: format.dateTime, responsive: ['md'] },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, delivery) => (
        <Button
          size="small"
          aria-label={t('webhooks.redeliverNamed', { event: delivery.eventType, id: delivery.id })}
          disabled={!configured || delivery.status === 'pending' || busy !== null}
          loading={busy === delivery.id}
          onClick={() => void act(delivery.id, () => redeliver(delivery.id), t('webhooks.redelivered'))}
        >
          {t('webhooks.redeliver')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('webhooks.log')}
        </Typography.Title>
        <Button
          disabled={!configured || busy !== null}
          loading={busy === 'test'}
          onClick={() => void act('test', sendTest, t('webhooks.testQueued'))}
        >
          {t('webhooks.sendTest')}
        </Button>
      </Flex>
      {!configured && <Typography.Text type="secondary">{t('webhooks.notConfigured')}</Typography.Text>}
      {error ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : (
        <Table<WebhookDelivery>
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={data?.items}
          columns={columns}
          scroll={{ x: true }}
          locale={{ emptyText: t('webhooks.empty') }}
          expandable={{ expandedRowRender: (delivery) => <DeliveryAttempts id={delivery.id} /> }}
          pagination={{
            itemRender: pageLinks.itemRender,
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
