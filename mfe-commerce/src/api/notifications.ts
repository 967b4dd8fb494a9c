import type { NotificationsQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useCommerceKey, useRevalidate } from './keys';

export function useNotifications(query: NotificationsQuery) {
  const client = useApiClient();
  return useApiResource(
    useCommerceKey('notifications', 'list', query),
    () => client.notifications.list(query),
    {
      keepPreviousData: true,
    },
  );
}

export function useUnreadCount() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('notifications', 'unread-count'), () =>
    client.notifications.unreadCount(),
  );
}

export function useNotificationMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    markRead: async (ids: string[]) => {
      await client.notifications.markRead({ ids });
      await revalidate('notifications');
    },
    markAllRead: async () => {
      await client.notifications.markAllRead();
      await revalidate('notifications');
    },
  };
}
