import { oc } from '@orpc/contract';
import {
  NotificationsPageSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
  UpdatedCountSchema,
} from '../schemas/notifications';
import { IdsBodySchema } from '../schemas/paging';

const notification = oc.route({ tags: ['Notifications'] });

export const notificationsContract = {
  list: notification
    .route({ method: 'GET', path: '/notifications', summary: 'The caller’s notifications, newest first' })
    .input(NotificationsQuerySchema)
    .output(NotificationsPageSchema),
  unreadCount: notification
    .route({ method: 'GET', path: '/notifications/unread-count', summary: 'How many are unread' })
    .output(UnreadCountSchema),
  markRead: notification
    .route({ method: 'POST', path: '/notifications/mark-read', summary: 'Mark these notifications read' })
    .input(IdsBodySchema)
    .output(UpdatedCountSchema),
  markAllRead: notification
    .route({ method: 'POST', path: '/notifications/mark-all-read', summary: 'Mark every notification read' })
    .output(UpdatedCountSchema),
};
