import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Leaderboard, LeaderboardEntry, LeaderboardEntryPage } from '@suite/shared';
import { LEADERBOARD_DUPLICATE_WALLET_MESSAGE } from '@suite/shared/schemas';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { AppDatabase } from '../db';
import { countRows, readPage, textSearch } from '../db/paging';
import { leaderboardEntries, leaderboards, widgets } from '../db/schema';
import { countOwnerRequest } from '../domain/api-key-usage';
import { assertOwnSite } from '../domain/sites';
import { apiError, invalidInput, isUniqueViolation, notFound } from '../errors';
import type { PublicReadsLimit } from '../http/public-reads-limit';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

type LeaderboardRow = typeof leaderboards.$inferSelect;
type EntryRow = typeof leaderboardEntries.$inferSelect;
type Reader = Pick<AppDatabase, 'select'>;

function toLeaderboard(row: LeaderboardRow): Leaderboard {
  return {
    id: row.id,
    siteId: row.siteId,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    scoreKeyCreatedAt: row.scoreKeyCreatedAt?.toISOString() ?? null,
  };
}

function toEntry(
  row: Pick<EntryRow, 'id' | 'address' | 'score' | 'scoredAt'>,
  rank: number,
): LeaderboardEntry {
  return {
    id: row.id,
    rank,
    address: getAddress(row.address),
    score: Number(row.score),
    scoredAt: row.scoredAt.toISOString(),
  };
}

const leaderboardNotFound = () => notFound('leaderboard');
const entryNotFound = () => notFound('entry');
const duplicateWallet = () => invalidInput({ address: LEADERBOARD_DUPLICATE_WALLET_MESSAGE });

/**
 * The ranking: best score first, then the earlier score, then the entry id. Rank is standard
 * competition ranking (1, 2, 2, 4): the window runs over the whole leaderboard before the page is cut,
 * so ranks stay right on every page.
 */
async function entriesPage(
  db: Reader,
  leaderboardId: number,
  page: number,
  pageSize: number,
): Promise<LeaderboardEntryPage> {
  const where = eq(leaderboardEntries.leaderboardId, leaderboardId);
  const { rows, totalItems } = await readPage(
    { page, limit: pageSize },
    db
      .select({
        id: leaderboardEntries.id,
        address: leaderboardEntries.address,
        score: leaderboardEntries.score,
        scoredAt: leaderboardEntries.scoredAt,
        rank: sql<number>`rank() over (order by ${leaderboardEntries.score} desc)`.mapWith(Number),
      })
      .from(leaderboardEntries)
      .where(where)
      .orderBy(desc(leaderboardEntries.score), asc(leaderboardEntries.scoredAt), asc(leaderboardEntries.id))
      .$dynamic(),
    countRows(db, leaderboardEntries, where),
  );
  return { data: rows.map((row) => toEntry(row, row.rank)), total: totalItems };
}

/** The rank of one entry: 1 + the entries of its leaderboard with a higher score. */
async function withRank(db: Reader, row: EntryRow): Promise<LeaderboardEntry> {
  const [higher] = await db
    .select({ value: count() })
    .from(leaderboardEntries)
    .where(
      and(eq(leaderboardEntries.leaderboardId, row.leaderboardId), gt(leaderboardEntries.score, row.score)),
    );
  return toEntry(row, (higher?.value ?? 0) + 1);
}

/**
 * A leaderboard of `siteId` whose owner also owns the site — its owner and score key's hash — or 404
 * alike for anything else.
 */
async function siteLeaderboard(
  db: Reader,
  siteId: number,
  id: number,
): Promise<{ ownerId: string; scoreKeyHash: string | null }> {
  const [row] = await db
    .select({ ownerId: leaderboards.ownerId, scoreKeyHash: leaderboards.scoreKeyHash })
    .from(leaderboards)
    .innerJoin(widgets, and(eq(widgets.id, leaderboards.siteId), eq(widgets.ownerId, leaderboards.ownerId)))
    .where(and(eq(leaderboards.id, id), eq(leaderboards.siteId, siteId)));
  if (!row) throw leaderboardNotFound();
  return row;
}

/** A new score key: `lbk_` and 256 random bits in base64url (43 characters). */
function newScoreKey(): string {
  return `lbk_${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a score key: its SHA-256, in hex. */
function scoreKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether `key` is the one whose hash is stored, compared in constant time. */
function isScoreKey(key: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(scoreKeyHash(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const invalidScoreKey = () => apiError('UNAUTHORIZED', 'invalidScoreKey', 'Invalid score key');

/**
 * A site's leaderboards: the owner's editing, the scores a site's server posts with a leaderboard's
 * score key, the public ranking.
 */
export function leaderboardProcedures(services: Services, publicReads: PublicReadsLimit) {
  const { db } = services;
  const signedIn = requireSession(services);

  /** Another user's widget answers like an unknown one. */
  const assertOwnWidget = (siteId: number, ownerId: string) => assertOwnSite(db, siteId, ownerId, 'widget');

  /** The caller's leaderboard, or 404 (another user's answers like an unknown one). */
  async function ownLeaderboard(id: number, ownerId: string): Promise<LeaderboardRow> {
    const [row] = await db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.id, id), eq(leaderboards.ownerId, ownerId)));
    if (!row) throw leaderboardNotFound();
    return row;
  }

  /** Changes one of the caller's leaderboards, answered as the API shows it, or 404. */
  async function changeOwnLeaderboard(
    id: number,
    ownerId: string,
    values: Partial<typeof leaderboards.$inferInsert>,
  ): Promise<Leaderboard> {
    const [row] = await db
      .update(leaderboards)
      .set(values)
      .where(and(eq(leaderboards.id, id), eq(leaderboards.ownerId, ownerId)))
      .returning();
    if (!row) throw leaderboardNotFound();
    return toLeaderboard(row);
  }

  const list = base.leaderboards.list.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    await assertOwnWidget(input.siteId, ownerId);
    const where = and(
      eq(leaderboards.siteId, input.siteId),
      eq(leaderboards.ownerId, ownerId),
      textSearch(input.q, leaderboards.title, leaderboards.description),
    );
    const { rows, totalItems } = await readPage(
      { page: input.page, limit: input.pageSize },
      db.select().from(leaderboards).where(where).orderBy(asc(leaderboards.id)).$dynamic(),
      countRows(db, leaderboards, where),
    );
    return { data: rows.map(toLeaderboard), total: totalItems };
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

  const get = base.leaderboards.get
    .use(signedIn)
    .handler(async ({ input, context }) =>
      toLeaderboard(await ownLeaderboard(input.id, context.session.userId)),
    );

  const update = base.leaderboards.update.use(signedIn).handler(({ input, context }) =>
    changeOwnLeaderboard(input.id, context.session.userId, {
      title: input.title,
      description: input.description,
    }),
  );

  const remove = base.leaderboards.remove.use(signedIn).handler(async ({ input, context }) => {
    const deleted = await db
      .delete(leaderboards)
      .where(and(eq(leaderboards.id, input.id), eq(leaderboards.ownerId, context.session.userId)))
      .returning({ id: leaderboards.id });
    if (deleted.length === 0) throw leaderboardNotFound();
    return { ok: true as const };
  });

  const entries = base.leaderboards.entries.use(signedIn).handler(async ({ input, context }) => {
    await ownLeaderboard(input.id, context.session.userId);
    return entriesPage(db, input.id, input.page, input.pageSize);
  });

  const addEntry = base.leaderboards.addEntry.use(signedIn).handler(async ({ input, context }) => {
    await ownLeaderboard(input.id, context.session.userId);
    try {
      const [row] = await db
        .insert(leaderboardEntries)
        .values({ leaderboardId: input.id, address: input.address, score: input.score })
        .onConflictDoNothing()
        .returning();
      if (!row) throw duplicateWallet();
      return await withRank(db, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateWallet();
      throw error;
    }
  });

  /** The owner's edit replaces the score (and may correct the wallet); a changed score is a new score. */
  const updateEntry = base.leaderboards.updateEntry.use(signedIn).handler(async ({ input, context }) => {
    await ownLeaderboard(input.id, context.session.userId);
    const where = and(
      eq(leaderboardEntries.id, input.entryId),
      eq(leaderboardEntries.leaderboardId, input.id),
    );
    try {
      const [row] = await db
        .update(leaderboardEntries)
        .set({
          address: input.address,
          score: input.score,
          scoredAt: sql`case when ${leaderboardEntries.score} = ${input.score} then ${leaderboardEntries.scoredAt} else now() end`,
          updatedAt: sql`now()`,
        })
        .where(where)
        .returning();
      if (!row) throw entryNotFound();
      return await withRank(db, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateWallet();
      throw error;
    }
  });

  const removeEntry = base.leaderboards.removeEntry.use(signedIn).handler(async ({ input, context }) => {
    await ownLeaderboard(input.id, context.session.userId);
    const deleted = await db
      .delete(leaderboardEntries)
      .where(and(eq(leaderboardEntries.id, input.entryId), eq(leaderboardEntries.leaderboardId, input.id)))
      .returning({ id: leaderboardEntries.id });
    if (deleted.length === 0) throw entryNotFound();
    return { ok: true as const };
  });

  /**
   * A new score key for one of the caller's leaderboards: answered this once, stored as its hash. It
   * replaces the one before, which stops working at once.
   */
  const makeScoreKey = base.leaderboards.makeScoreKey.use(signedIn).handler(async ({ input, context }) => {
    const scoreKey = newScoreKey();
    const leaderboard = await changeOwnLeaderboard(input.id, context.session.userId, {
      scoreKeyHash: scoreKeyHash(scoreKey),
      scoreKeyCreatedAt: new Date(),
    });
    return { scoreKey, leaderboard };
  });

  const removeScoreKey = base.leaderboards.removeScoreKey
    .use(signedIn)
    .handler(({ input, context }) =>
      changeOwnLeaderboard(input.id, context.session.userId, { scoreKeyHash: null, scoreKeyCreatedAt: null }),
    );

  /**
   * A site's server posts a score with the leaderboard's score key (not the account's API key, which
   * the embed code shows to every visitor): one entry per wallet, the best score kept. A new wallet is
   * added; a higher score replaces the entry's (and its time); a lower or equal one changes nothing.
   * One statement, so two posts at once cannot lose the better score. A post with a wrong key, or to
   * a leaderboard that is not the site's, costs the owner nothing.
   */
  const postScore = base.leaderboards.postScore.use(publicReads).handler(async ({ input }) => {
    const board = await siteLeaderboard(db, input.siteId, input.id);
    if (!isScoreKey(input.scoreKey, board.scoreKeyHash)) throw invalidScoreKey();
    await countOwnerRequest(services, board.ownerId);
    const [kept] = await db
      .insert(leaderboardEntries)
      .values({ leaderboardId: input.id, address: input.address, score: input.score })
      .onConflictDoUpdate({
        target: [leaderboardEntries.leaderboardId, leaderboardEntries.address],
        set: { score: input.score, scoredAt: sql`now()`, updatedAt: sql`now()` },
        setWhere: sql`${leaderboardEntries.score} < excluded.score`,
      })
      .returning();
    if (kept) return { entry: await withRank(db, kept), kept: true };
    const [current] = await db
      .select()
      .from(leaderboardEntries)
      .where(
        and(eq(leaderboardEntries.leaderboardId, input.id), eq(leaderboardEntries.address, input.address)),
      );
    if (!current) throw leaderboardNotFound();
    return { entry: await withRank(db, current), kept: false };
  });

  const publicEntries = base.leaderboards.publicEntries.use(publicReads).handler(async ({ input }) => {
    await siteLeaderboard(db, input.siteId, input.id);
    return entriesPage(db, input.id, input.page, input.pageSize);
  });

  return {
    list,
    create,
    get,
    update,
    remove,
    entries,
    addEntry,
    updateEntry,
    removeEntry,
    makeScoreKey,
    removeScoreKey,
    postScore,
    publicEntries,
  };
}
