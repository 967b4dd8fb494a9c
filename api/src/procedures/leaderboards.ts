import type { Leaderboard } from '@suite/shared';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { leaderboards, widgets } from '../db/schema';
import { base, requireSession, type Services } from '../orpc';
import { containsPattern, notFound } from './input-errors';
import { widgetNotFound } from './widgets';

type LeaderboardRow = typeof leaderboards.$inferSelect;

function toLeaderboard(row: LeaderboardRow): Leaderboard {
  return {
    id: row.id,
    siteId: row.siteId,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function leaderboardProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  /** Another user's widget answers like an unknown one. */
  async function assertOwnWidget(siteId: number, ownerId: string): Promise<void> {
    const [widget] = await db
      .select({ id: widgets.id })
      .from(widgets)
      .where(and(eq(widgets.id, siteId), eq(widgets.ownerId, ownerId)));
    if (!widget) throw widgetNotFound();
  }

  const list = base.leaderboards.list.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    await assertOwnWidget(input.siteId, ownerId);
    const pattern = input.q ? containsPattern(input.q) : undefined;
    const where = and(
      eq(leaderboards.siteId, input.siteId),
      eq(leaderboards.ownerId, ownerId),
      pattern ? or(ilike(leaderboards.title, pattern), ilike(leaderboards.description, pattern)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(leaderboards)
        .where(where)
        .orderBy(asc(leaderboards.id))
        .limit(input.pageSize)
        .offset(input.page * input.pageSize),
      db.select({ value: count() }).from(leaderboards).where(where),
    ]);
    return { data: rows.map(toLeaderboard), total: total?.value ?? 0 };
  });

  const create = base.leaderboards.create.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    await assertOwnWidget(input.siteId, ownerId);
    const [row] = await db
      .insert(leaderboards)
      .values({ ownerId, siteId: input.siteId, title: input.title, description: input.description })
      .returning();
    if (!row) throw new Error('Creating a leaderboard returned no row');
    return toLeaderboard(row);
  });

  const get = base.leaderboards.get.use(signedIn).handler(async ({ input, context }) => {
    const [row] = await db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.id, input.id), eq(leaderboards.ownerId, context.session.userId)));
    if (!row) throw notFound('Leaderboard not found');
    return toLeaderboard(row);
  });

  return { list, create, get };
}
