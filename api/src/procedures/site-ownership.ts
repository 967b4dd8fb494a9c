import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { widgets } from '../db/schema';
import { notFound } from './input-errors';

/**
 * A site is one of the caller's widgets. Another user's widget answers like an unknown one (404), so
 * the by-site pickers never reveal whether a site exists.
 */
export async function assertOwnSite(
  db: Pick<AppDatabase, 'select'>,
  siteId: number,
  ownerId: string,
): Promise<void> {
  const [widget] = await db
    .select({ id: widgets.id })
    .from(widgets)
    .where(and(eq(widgets.id, siteId), eq(widgets.ownerId, ownerId)));
  if (!widget) throw notFound('site');
}
