// The seller's notifications as the rest of the API writes them (order events); their list and
// read state are procedures/notifications.ts.
import type { NotificationParams } from '@suite/shared';
import type { Executor } from '../db';
import { notifications } from '../db/schema';

/** Tells a seller something happened (written in the caller's transaction, so it exists iff the event does). */
export async function notify(
  db: Executor,
  values: {
    ownerId: string;
    kind: string;
    title: string;
    message: string;
    params?: NotificationParams;
    orderId?: string;
  },
): Promise<void> {
  await db.insert(notifications).values(values);
}
