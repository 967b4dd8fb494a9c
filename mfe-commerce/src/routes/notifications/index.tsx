import { App, Alert, Badge, Button, Flex, Tabs, Tag, Typography } from 'antd';
import List from 'antd/es/list';
import Pagination from 'antd/es/pagination';
import { PAGE_SIZES, type Notification } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useNotificationMutations, useNotifications, useUnreadCount } from '../../api/notifications';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams } from '../../features/list-params';
import { useNotify } from '../../features/use-notify';
import { useFormat } from '@suite/shared/react';

const TABS = ['all', 'unread', 'read'] as const;
type Tab = (typeof TABS)[number];

export const NOTIFICATIONS_EMPTY_TEXT = 'No notifications';

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'all';
}

/** commerce.notifications: All / Unread / Read, mark all as read, mark one read. */
export function NotificationsRoute() {
  return (
    <CommerceFrame title="Notifications" crumbs={[{ title: 'Notifications' }]}>
      <NotificationsList />
    </CommerceFrame>
  );
}

function NotificationsList() {
  const format = useFormat();
  const { modal } = App.useApp();
  const params = useListParams(PAGE_SIZES.notifications);
  const tab = tabOf(params.get('tab'));
  const { data, error, isLoading } = useNotifications({
    page: params.page,
    limit: params.limit,
    status: tab,
  });
  const unread = useUnreadCount().data?.count ?? 0;
  const { markRead, markAllRead } = useNotificationMutations();
  const notify = useNotify();

  const confirmMarkAll = () =>
    modal.confirm({
      title: 'Mark all as read',
      content: 'Mark every notification as read?',
      okText: 'Mark all as read',
      onOk: () => notify.run(markAllRead, 'All notifications are read'),
    });

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Tabs
          activeKey={tab}
          onChange={(key) => params.set({ tab: key === 'all' ? null : key })}
          items={[
            { key: 'all', label: 'All' },
            {
              key: 'unread',
              label: (
                <Flex gap={6} align="center">
                  Unread <Badge count={unread} showZero aria-label={`${unread} unread`} />
                </Flex>
              ),
            },
            { key: 'read', label: 'Read' },
          ]}
        />
        <Button onClick={confirmMarkAll} disabled={unread === 0}>
          Mark all as read
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error)} /> : null}
      <List<Notification>
        loading={isLoading}
        dataSource={data?.items ?? []}
        locale={{ emptyText: NOTIFICATIONS_EMPTY_TEXT }}
        renderItem={(item) => (
          <List.Item
            actions={
              item.status === 'unread'
                ? [
                    <Button
                      key="read"
                      size="small"
                      onClick={() => void notify.run(() => markRead([item.id]), 'Notification read')}
                    >
                      Mark as read
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong={item.status === 'unread'}>{item.title}</Typography.Text>
                  {item.status === 'unread' ? <Tag color="blue">Unread</Tag> : null}
                </Flex>
              }
              description={
                <>
                  <div>{item.message}</div>
                  <Typography.Text type="secondary">{format.dateTime(item.createdAt)}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Pagination
        align="end"
        current={params.page + 1}
        pageSize={params.limit}
        total={data?.totalItems ?? 0}
        showSizeChanger
        pageSizeOptions={[...PAGE_SIZES.notifications.options]}
        onChange={(page, pageSize) =>
          pageSize === params.limit ? params.set({ page: page - 1 }) : params.set({ limit: pageSize })
        }
      />
    </Flex>
  );
}
