import type { Notification } from '@suite/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { base, requireSession, type Services } from '../orpc';
import { isUuid, notFound, pageWindow, type Executor } from './commerce-common';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    orderId: row.orderId,
    status: row.readAt ? 'read' : 'unread',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Tells a seller something happened (written in the caller's transaction, so it exists iff the event does). */
export async function notify(
  db: Executor,
  values: { ownerId: string; kind: string; title: string; message: string; orderId?: string },
): Promise<void> {
  await db.insert(notifications).values(values);
}

export function notificationsProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  const list = base.notifications.list.use(signedIn).handler(async ({ input, context }) => {
    const filters: SQL[] = [eq(notifications.ownerId, context.session.userId)];
    if (input.status === 'unread') filters.push(isNull(notifications.readAt));
    if (input.status === 'read') filters.push(isNotNull(notifications.readAt));
    const where = and(...filters);
    const { offset, limit } = pageWindow(input.page, input.limit);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(notifications).where(where),
    ]);
    return {
      items: rows.map(toNotification),
      totalItems: total?.value ?? 0,
      currentPage: input.page,
      pageSize: input.limit,
    };
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
