import { Button, Flex, Tabs, Tag, Typography } from 'antd';
import Badge from 'antd/es/badge';
import Pagination from 'antd/es/pagination';
import { commercePaths, orderReference, PAGE_SIZES, type Notification } from '@suite/shared';
import { useNotificationMutations, useNotifications, useUnreadCount } from '../../api/notifications';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useNotificationText } from '../../features/notifications/notification-text';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { useBusy } from '../../features/use-busy';
import {
  AppLink,
  ErrorAlert,
  RowList,
  useCommerceSectionTitle,
  useFeedback,
  useFormat,
  useNotify,
  listEmptyText,
} from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

const TABS = ['all', 'unread', 'read'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'all';
}

/** commerce.notifications: All / Unread / Read, mark all as read, mark one read. */
export function NotificationsRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame title={sectionTitle('notifications')} crumbs={[{ title: sectionTitle('notifications') }]}>
      <NotificationsList />
    </CommerceFrame>
  );
}

function NotificationsList() {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const { modal } = useFeedback();
  const params = useListParams(PAGE_SIZES.notifications);
  const tab = tabOf(params.get('tab'));
  const { data, error, isLoading, mutate } = useNotifications({
    page: params.page,
    limit: params.limit,
    status: tab,
  });
  useKeepPageInRange(params, data?.totalItems);
  const unreadCount = useUnreadCount();
  // Unknown while it loads or when it could not be read: no badge then, rather than a 0 that is untrue.
  const unread = unreadCount.data?.count;
  const { markRead, markAllRead } = useNotificationMutations();
  const notify = useNotify();
  const marking = useBusy();
  const textOf = useNotificationText();
  const basePath = useCommerceBasePath();

  const confirmMarkAll = () =>
    modal.confirm({
      title: t('notifications.markAll'),
      content: t('notifications.markAllConfirm'),
      okText: t('notifications.markAll'),
      onOk: () => notify.run(markAllRead, t('notifications.allRead')),
    });

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Tabs
          activeKey={tab}
          onChange={(key) => params.set({ tab: key === 'all' ? null : key })}
          items={[
            { key: 'all', label: t('notifications.tabs.all') },
            {
              key: 'unread',
              label: (
                <Flex gap={6} align="center">
                  {t('notifications.tabs.unread')}{' '}
                  {unread === undefined ? null : (
                    <Badge
                      count={unread}
                      showZero
                      aria-label={t('notifications.unreadCount', { count: unread })}
                    />
                  )}
                </Flex>
              ),
            },
            { key: 'read', label: t('notifications.tabs.read') },
          ]}
        />
        {/* Off when none is unread, or until the count is known; marking all needs no count, so a
            count that failed does not turn it off. */}
        <Button
          onClick={confirmMarkAll}
          disabled={unread === 0 || (unread === undefined && !unreadCount.error)}
        >
          {t('notifications.markAll')}
        </Button>
      </Flex>
      {unreadCount.error ? (
        <ErrorAlert
          type="warning"
          title={t('notifications.unreadFailed')}
          error={unreadCount.error}
          onRetry={() => void unreadCount.mutate()}
        />
      ) : null}
      {error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      <RowList<Notification>
        loading={isLoading}
        items={data?.items ?? []}
        rowKey={(item) => item.id}
        emptyText={listEmptyText({ isLoading, error }, t('notifications.empty'))}
        renderRow={(item) => {
          const text = textOf(item);
          const unread = item.status === 'unread';
          return {
            content: (
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  {item.orderId ? (
                    // Opening the order reads the notification: marked read on the way, without waiting.
                    <AppLink
                      to={commercePaths.order(basePath, item.orderId)}
                      label={t('notifications.openOrder', {
                        title: text.title,
                        order: orderReference(item.orderId),
                      })}
                      style={{ fontWeight: unread ? 600 : undefined }}
                      onClick={unread ? () => void markRead([item.id]).catch(() => undefined) : undefined}
                    >
                      {text.title}
                    </AppLink>
                  ) : (
                    <Typography.Text strong={unread}>{text.title}</Typography.Text>
                  )}
                  {unread ? <Tag color="blue">{t('notifications.unreadTag')}</Tag> : null}
                </Flex>
                {/* A failure's reason names a transaction hash: it wraps rather than widening a phone's page. */}
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
                  {text.message}
                </Typography.Paragraph>
                <Typography.Text type="secondary">{format.dateTime(item.createdAt)}</Typography.Text>
              </Flex>
            ),
            actions: unread ? (
              <Button
                size="small"
                // Busy until it is read: a second click would send it again.
                loading={marking.isBusy(item.id)}
                onClick={() =>
                  void marking.run(item.id, () =>
                    notify.run(() => markRead([item.id]), t('notifications.marked')),
                  )
                }
              >
                {t('notifications.markRead')}
              </Button>
            ) : undefined,
          };
        }}
      />
      <Pagination align="end" {...params.pagination(data?.totalItems)} />
    </Flex>
  );
}
