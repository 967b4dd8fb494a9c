import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';
import { leaderboards } from '../src/db/schema';

let server: TestServer;
let owner: TestBrowser;
let stranger: TestBrowser;
let visitor: TestBrowser;
let siteId: number;
let strangerSiteId: number;
let apiKey: string;

const widgetConfig = JSON.stringify({ name: 'Ranked', currency: 'USD', page: { title: 'Home' } });
const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
/** A mixed-case wallet: stored in lower case, answered checksummed. */
const MIXED = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server.url);
  stranger = new TestBrowser(server.url);
  visitor = new TestBrowser(server.url);
  await signIn(owner, newWallet());
  await signIn(stranger, newWallet());
  siteId = (await owner.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' }))).id;
  strangerSiteId = (
    await stranger.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' }))
  ).id;
  apiKey = (await owner.call((client) => client.apiKey.create())).uuid;
});

afterAll(async () => {
  await server?.close();
});

async function newBoard(title = 'Board') {
  return owner.call((client) => client.leaderboards.create({ siteId, title }));
}

describe('leaderboards: edit and delete', () => {
  it('updates title and description, and deletes the leaderboard with its entries', async () => {
    const board = await newBoard('Old title');
    const updated = await owner.call((client) =>
      client.leaderboards.update({ id: board.id, title: ' New title ', description: 'Weekly' }),
    );
    expect(updated).toEqual({ ...board, title: 'New title', description: 'Weekly' });
    expect(await owner.call((client) => client.leaderboards.get({ id: board.id }))).toEqual(updated);

    await owner.call((client) =>
      client.leaderboards.addEntry({ id: board.id, address: wallet(1), score: 5 }),
    );
    expect(await owner.call((client) => client.leaderboards.remove({ id: board.id }))).toEqual({ ok: true });
    expect(
      apiErrorStatus(await failure(owner.call((client) => client.leaderboards.get({ id: board.id })))),
    ).toBe(404);
    const gone = await failure(
      visitor.call((client) => client.leaderboards.publicEntries({ siteId, id: board.id })),
    );
    expect(apiErrorMessage(gone)).toBe('Leaderboard not found');
  });

  it('answers 400 naming the fields of a bad update, and changes nothing', async () => {
    const board = await newBoard('Kept');
    const error = await failure(
      owner.call((client) =>
        client.leaderboards.update({ id: board.id, title: '', description: 'x'.repeat(1001) }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      title: 'Required',
      description: 'Must be at most 1000 characters',
    });
    expect((await owner.call((client) => client.leaderboards.get({ id: board.id }))).title).toBe('Kept');
  });

  it("answers 404 to another user's update and delete, and keeps the leaderboard", async () => {
    const board = await newBoard('Mine');
    for (const call of [
      () => stranger.call((client) => client.leaderboards.update({ id: board.id, title: 'Taken' })),
      () => stranger.call((client) => client.leaderboards.remove({ id: board.id })),
      () => owner.call((client) => client.leaderboards.remove({ id: 2_000_000_000 })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
    expect((await owner.call((client) => client.leaderboards.get({ id: board.id }))).title).toBe('Mine');
  });
});

describe('leaderboard entries (owner)', () => {
  it('adds, edits and removes entries, ranked by score with ties sharing a rank across pages', async () => {
    const board = await newBoard('Ranked');
    const add = (address: string, score: number) =>
      owner.call((client) => client.leaderboards.addEntry({ id: board.id, address, score }));
    const first = await add(MIXED.toLowerCase(), 50);
    expect(first).toMatchObject({ rank: 1, address: getAddress(MIXED), score: 50 });
    await add(wallet(2), 80);
    await add(wallet(3), 50); // ties with the first: ranked after it (later)
    await add(wallet(4), 12.5);
    await add(wallet(5), 80); // ties with wallet 2
    await add(wallet(6), -3);

    const page = (index: number) =>
      owner.call((client) => client.leaderboards.entries({ id: board.id, page: index, pageSize: 2 }));
    const pages = [await page(0), await page(1), await page(2)];
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6]);
    expect(pages.flatMap((p) => p.data.map((entry) => [entry.rank, entry.address, entry.score]))).toEqual([
      [1, getAddress(wallet(2)), 80],
      [1, getAddress(wallet(5)), 80],
      [3, getAddress(MIXED), 50],
      [3, getAddress(wallet(3)), 50],
      [5, getAddress(wallet(4)), 12.5],
      [6, getAddress(wallet(6)), -3],
    ]);

    // The same wallet, in another case, is refused beside its field; nothing is written.
    const duplicate = await failure(add(MIXED, 99));
    expect(apiErrorStatus(duplicate)).toBe(400);
    expect(apiFieldErrors(duplicate)).toEqual({ address: 'This wallet is already on this leaderboard' });

    const edited = await owner.call((client) =>
      client.leaderboards.updateEntry({ id: board.id, entryId: first.id, address: MIXED, score: 100 }),
    );
    expect(edited).toMatchObject({ id: first.id, rank: 1, score: 100 });
    const lowered = await owner.call((client) =>
      client.leaderboards.updateEntry({ id: board.id, entryId: first.id, address: MIXED, score: 1 }),
    );
    expect(lowered.rank).toBe(5); // the owner's edit replaces the score, lower or not
    const clash = await failure(
      owner.call((client) =>
        client.leaderboards.updateEntry({ id: board.id, entryId: first.id, address: wallet(2), score: 1 }),
      ),
    );
    expect(apiFieldErrors(clash)).toEqual({ address: 'This wallet is already on this leaderboard' });

    expect(
      await owner.call((client) => client.leaderboards.removeEntry({ id: board.id, entryId: first.id })),
    ).toEqual({ ok: true });
    const after = await page(0);
    expect(after.total).toBe(5);
    expect(
      apiErrorStatus(
        await failure(
          owner.call((client) => client.leaderboards.removeEntry({ id: board.id, entryId: first.id })),
        ),
      ),
    ).toBe(404);
  });

  it('answers 400 with the failing fields, and writes nothing', async () => {
    const board = await newBoard('Strict');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { address: '0x123', score: 1.23456 },
        {
          address: 'Must be a valid address (0x followed by 40 hex characters)',
          score: 'Must have at most 4 decimals',
        },
      ],
      [{ address: wallet(1), score: 100_000_000_001 }, { score: 'Must be at most 100,000,000,000' }],
      [{ address: wallet(1), score: -100_000_000_001 }, { score: 'Must be at least -100,000,000,000' }],
      [{ address: wallet(1), score: 'ten' }, { score: 'Must be a number' }],
    ];
    for (const [body, fields] of cases) {
      const response = await owner.request(`/api/leaderboards/${board.id}/entries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { data?: { fields?: Record<string, string> } };
      expect(answer.data?.fields).toEqual(fields);
    }
    expect((await owner.call((client) => client.leaderboards.entries({ id: board.id }))).total).toBe(0);
    const pageSize = await failure(
      owner.call((client) => client.leaderboards.entries({ id: board.id, pageSize: 101 })),
    );
    expect(apiFieldErrors(pageSize)).toEqual({ pageSize: 'Must be at most 100' });
  });

  it("answers 404 for another user's leaderboard and entries, 401 without a session", async () => {
    const board = await newBoard('Private');
    const entry = await owner.call((client) =>
      client.leaderboards.addEntry({ id: board.id, address: wallet(9), score: 1 }),
    );
    const other = await stranger.call((client) =>
      client.leaderboards.create({ siteId: strangerSiteId, title: 'Theirs' }),
    );
    for (const call of [
      () => stranger.call((client) => client.leaderboards.entries({ id: board.id })),
      () =>
        stranger.call((client) =>
          client.leaderboards.addEntry({ id: board.id, address: wallet(1), score: 1 }),
        ),
      () =>
        stranger.call((client) =>
          client.leaderboards.updateEntry({ id: board.id, entryId: entry.id, address: wallet(1), score: 2 }),
        ),
      () => stranger.call((client) => client.leaderboards.removeEntry({ id: board.id, entryId: entry.id })),
      // An entry of one leaderboard is not reachable through another.
      () => stranger.call((client) => client.leaderboards.removeEntry({ id: other.id, entryId: entry.id })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
    for (const call of [
      () => visitor.call((client) => client.leaderboards.entries({ id: board.id })),
      () => visitor.call((client) => client.leaderboards.update({ id: board.id, title: 'x' })),
      () => visitor.call((client) => client.leaderboards.remove({ id: board.id })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
    const page = await owner.call((client) => client.leaderboards.entries({ id: board.id }));
    expect(page.data.map((row) => [row.address, row.score])).toEqual([[getAddress(wallet(9)), 1]]);
  });
});

describe("scores posted by a site's server with the leaderboard's score key", () => {
  /** A leaderboard of the owner's with a score key made for it. */
  async function keyedBoard(title: string) {
    const board = await newBoard(title);
    const made = await owner.call((client) => client.leaderboards.makeScoreKey({ id: board.id }));
    return { board: made.leaderboard, scoreKey: made.scoreKey };
  }

  it('adds a wallet, keeps its best score, and the public read shows them in order', async () => {
    const { board, scoreKey } = await keyedBoard('Posted');
    const before = (await owner.call((client) => client.apiKey.byAccount())).monthlyCount;
    const post = (address: string, score: number) =>
      visitor.call((client) =>
        client.leaderboards.postScore({ siteId, id: board.id, scoreKey, address, score }),
      );

    const added = await post(MIXED, 10);
    expect(added).toMatchObject({ kept: true, entry: { rank: 1, address: getAddress(MIXED), score: 10 } });
    const lower = await post(MIXED.toLowerCase(), 4);
    expect(lower).toMatchObject({ kept: false, entry: { id: added.entry.id, score: 10 } });
    const higher = await post(MIXED, 25.75);
    expect(higher).toMatchObject({ kept: true, entry: { id: added.entry.id, score: 25.75 } });
    await post(wallet(7), 25.75);
    await post(wallet(8), 3);

    const publicPage = await visitor.call((client) =>
      client.leaderboards.publicEntries({ siteId, id: board.id, page: 1, pageSize: 2 }),
    );
    expect(publicPage).toEqual({
      total: 3,
      data: [
        {
          id: expect.any(Number),
          rank: 3,
          address: getAddress(wallet(8)),
          score: 3,
          scoredAt: expect.any(String),
        },
      ],
    });
    const top = await visitor.call((client) => client.leaderboards.publicEntries({ siteId, id: board.id }));
    expect(top.data.map((entry) => [entry.rank, entry.address])).toEqual([
      [1, getAddress(MIXED)],
      [1, getAddress(wallet(7))],
      [3, getAddress(wallet(8))],
    ]);
    // Each post counts one request of the owner's month.
    const usage = await owner.call((client) => client.apiKey.byAccount());
    expect(usage.monthlyCount).toBe(before + 5);
  });

  it('is made by the owner only, answered once, stored as a hash, and a new one retires the old', async () => {
    const board = await newBoard('Keyed');
    expect(board.scoreKeyCreatedAt).toBeNull();
    const first = await owner.call((client) => client.leaderboards.makeScoreKey({ id: board.id }));
    expect(first.scoreKey).toMatch(/^lbk_[A-Za-z0-9_-]{43}$/);
    expect(first.leaderboard).toEqual({ ...board, scoreKeyCreatedAt: expect.any(String) });
    // Reads of the leaderboard never answer the key.
    const read = await owner.call((client) => client.leaderboards.get({ id: board.id }));
    expect(read).toEqual(first.leaderboard);
    expect(JSON.stringify(read)).not.toContain(first.scoreKey);
    const [stored] = await server.testDatabase.database.db
      .select({ hash: leaderboards.scoreKeyHash })
      .from(leaderboards)
      .where(eq(leaderboards.id, board.id));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.hash).not.toContain(first.scoreKey.slice(4));

    const post = (scoreKey: string) =>
      visitor.call((client) =>
        client.leaderboards.postScore({ siteId, id: board.id, scoreKey, address: wallet(2), score: 1 }),
      );
    expect((await post(first.scoreKey)).kept).toBe(true);
    const second = await owner.call((client) => client.leaderboards.makeScoreKey({ id: board.id }));
    expect(second.scoreKey).not.toBe(first.scoreKey);
    const retired = await failure(post(first.scoreKey));
    expect(apiErrorStatus(retired)).toBe(401);
    expect(apiErrorMessage(retired)).toBe('Invalid score key');
    expect((await post(second.scoreKey)).kept).toBe(false);

    // Removed: no key posts until a new one is made.
    const removed = await owner.call((client) => client.leaderboards.removeScoreKey({ id: board.id }));
    expect(removed.scoreKeyCreatedAt).toBeNull();
    expect(apiErrorStatus(await failure(post(second.scoreKey)))).toBe(401);

    // Another user's leaderboard answers like an unknown one and keeps its key; no session, 401.
    const third = await owner.call((client) => client.leaderboards.makeScoreKey({ id: board.id }));
    for (const call of [
      () => stranger.call((client) => client.leaderboards.makeScoreKey({ id: board.id })),
      () => stranger.call((client) => client.leaderboards.removeScoreKey({ id: board.id })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
    expect(
      apiErrorStatus(
        await failure(visitor.call((client) => client.leaderboards.makeScoreKey({ id: board.id }))),
      ),
    ).toBe(401);
    expect((await post(third.scoreKey)).kept).toBe(false);
  });

  it("refuses the account's API key, which the embed code shows to every visitor", async () => {
    const { board } = await keyedBoard('Not with the API key');
    const response = await visitor.request(`/api/sites/${siteId}/leaderboards/${board.id}/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey, address: wallet(3), score: 99 }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(JSON.stringify(body)).toContain("Must be a leaderboard's score key (lbk_ and 43 characters)");
    expect((await owner.call((client) => client.leaderboards.entries({ id: board.id }))).total).toBe(0);
  });

  it('answers 401 for a wrong key, 404 for another owner or site, 400 with fields; writes nothing', async () => {
    const { board, scoreKey } = await keyedBoard('Guarded');
    const theirs = await stranger.call((client) =>
      client.leaderboards.create({ siteId: strangerSiteId, title: 'Theirs' }),
    );
    const theirKey = (await stranger.call((client) => client.leaderboards.makeScoreKey({ id: theirs.id })))
      .scoreKey;
    const post = (input: {
      siteId?: number;
      id?: number;
      scoreKey?: string;
      address?: string;
      score?: number;
    }) =>
      visitor.call((client) =>
        client.leaderboards.postScore({
          siteId: input.siteId ?? siteId,
          id: input.id ?? board.id,
          scoreKey: input.scoreKey ?? scoreKey,
          address: input.address ?? wallet(1),
          score: input.score ?? 1,
        }),
      );
    const wrong = `lbk_${'A'.repeat(43)}`;
    expect(apiErrorStatus(await failure(post({ scoreKey: wrong })))).toBe(401);
    // Another leaderboard's key, even the same owner's, posts only to its own.
    const { scoreKey: otherKey } = await keyedBoard('Other');
    expect(apiErrorStatus(await failure(post({ scoreKey: otherKey })))).toBe(401);
    expect(apiErrorStatus(await failure(post({ scoreKey: theirKey })))).toBe(401);
    expect(apiErrorStatus(await failure(post({ siteId: strangerSiteId })))).toBe(404);
    expect(apiErrorStatus(await failure(post({ siteId: strangerSiteId, id: theirs.id })))).toBe(401);
    const bad = await failure(post({ scoreKey: 'nope', address: 'x', score: 0.00001 }));
    expect(apiErrorStatus(bad)).toBe(400);
    expect(apiFieldErrors(bad)).toEqual({
      scoreKey: "Must be a leaderboard's score key (lbk_ and 43 characters)",
      address: 'Must be a valid address (0x followed by 40 hex characters)',
      score: 'Must have at most 4 decimals',
    });
    expect((await owner.call((client) => client.leaderboards.entries({ id: board.id }))).total).toBe(0);
    // Refused posts cost the owner nothing.
    const before = (await owner.call((client) => client.apiKey.byAccount())).monthlyCount;
    await failure(post({ siteId: strangerSiteId }));
    await failure(post({ scoreKey: wrong }));
    expect((await owner.call((client) => client.apiKey.byAccount())).monthlyCount).toBe(before);
  });

  it("the public read answers 404 for another site's or owner's leaderboard", async () => {
    const board = await newBoard('Scoped');
    const theirs = await stranger.call((client) =>
      client.leaderboards.create({ siteId: strangerSiteId, title: 'Theirs' }),
    );
    for (const call of [
      () =>
        visitor.call((client) => client.leaderboards.publicEntries({ siteId: strangerSiteId, id: board.id })),
      () => visitor.call((client) => client.leaderboards.publicEntries({ siteId, id: theirs.id })),
      () => visitor.call((client) => client.leaderboards.publicEntries({ siteId, id: 2_000_000_000 })),
    ]) {
      const error = await failure(call());
      expect(apiErrorStatus(error)).toBe(404);
      expect(apiErrorMessage(error)).toBe('Leaderboard not found');
    }
    expect(
      await visitor.call((client) => client.leaderboards.publicEntries({ siteId, id: board.id })),
    ).toEqual({
      data: [],
      total: 0,
    });
  });

  it('limits the public read and the posts per client address', async () => {
    const limited = await startTestServer({ PUBLIC_READS_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const someone = new TestBrowser(limited.url);
      for (let index = 0; index < 2; index += 1) {
        expect(
          apiErrorStatus(
            await failure(someone.call((client) => client.leaderboards.publicEntries({ siteId: 1, id: 1 }))),
          ),
        ).toBe(404);
      }
      const refused = await failure(
        someone.call((client) =>
          client.leaderboards.postScore({
            siteId: 1,
            id: 1,
            scoreKey: `lbk_${'A'.repeat(43)}`,
            address: wallet(1),
            score: 1,
          }),
        ),
      );
      expect(apiErrorStatus(refused)).toBe(429);
      expect(apiErrorMessage(refused)).toMatch(/^Too many requests from this address: try again in \d+ s$/);
    } finally {
      await limited.close();
    }
  });
});
