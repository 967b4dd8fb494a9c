import type { Notification } from '@suite/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { isUuid } from '../db/ids';
import { countRows, listPage, readPage } from '../db/paging';
import { notifications } from '../db/schema';
import { notFound } from '../errors';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    params: row.params,
    orderId: row.orderId,
    status: row.readAt ? 'read' : 'unread',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The seller's notifications: the list, the unread count, and marking them read. */
export function notificationsProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  const list = base.notifications.list.use(signedIn).handler(async ({ input, context }) => {
    const filters: SQL[] = [eq(notifications.ownerId, context.session.userId)];
    if (input.status === 'unread') filters.push(isNull(notifications.readAt));
    if (input.status === 'read') filters.push(isNotNull(notifications.readAt));
    const where = and(...filters);
    const { rows, totalItems } = await readPage(
      input,
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .$dynamic(),
      countRows(db, notifications, where),
    );
    return listPage(input, rows.map(toNotification), totalItems);
  });

  const unreadCount = base.notifications.unreadCount.use(signedIn).handler(async ({ context }) => {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.ownerId, context.session.userId), isNull(notifications.readAt)));
    return { count: row?.value ?? 0 };
  });

  const markRead = base.notifications.markRead.use(signedIn).handler(async ({ input, context }) => {
    const ids = [...new Set(input.ids)];
    // All or nothing: an id that is not the caller's (or does not exist) fails the whole call with 404.
    if (!ids.every(isUuid)) throw notFound('notification');
    return db.transaction(async (tx) => {
      const owned = await tx
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.ownerId, context.session.userId), inArray(notifications.id, ids)));
      if (owned.length !== ids.length) throw notFound('notification');
      const updated = await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(inArray(notifications.id, ids), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return { updated: updated.length };
    });
  });

  const markAllRead = base.notifications.markAllRead.use(signedIn).handler(async ({ context }) => {
    const updated = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.ownerId, context.session.userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { updated: updated.length };
  });

  return { list, unreadCount, markRead, markAllRead };
}
