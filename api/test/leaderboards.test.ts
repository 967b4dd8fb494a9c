import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let owner: TestBrowser;
let stranger: TestBrowser;
let siteId: number;

const widgetConfig = JSON.stringify({ name: 'Ranked', currency: 'USD', page: { title: 'Home' } });

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server.url);
  stranger = new TestBrowser(server.url);
  await signIn(owner, newWallet());
  await signIn(stranger, newWallet());
  siteId = (await owner.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' }))).id;
});

afterAll(async () => {
  await server?.close();
});

describe('leaderboards', () => {
  it('creates, gets, pages (default 10) and searches the leaderboards of a site', async () => {
    const created = await owner.call((client) =>
      client.leaderboards.create({ siteId, title: '  Top traders ', description: 'By volume' }),
    );
    expect(created).toMatchObject({ siteId, title: 'Top traders', description: 'By volume' });
    expect(await owner.call((client) => client.leaderboards.get({ id: created.id }))).toEqual(created);

    for (let index = 1; index <= 11; index += 1) {
      await owner.call((client) => client.leaderboards.create({ siteId, title: `Board ${index}` }));
    }
    const first = await owner.call((client) => client.leaderboards.list({ siteId }));
    expect(first.total).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual(created);
    const second = await owner.call((client) => client.leaderboards.list({ siteId, page: 1 }));
    expect(second.data.map((board) => board.title)).toEqual(['Board 10', 'Board 11']);

    const search = await owner.call((client) =>
      client.leaderboards.list({ siteId, q: 'VOLUME', pageSize: 5 }),
    );
    expect(search).toEqual({ data: [created], total: 1 });
    const titleSearch = await owner.call((client) => client.leaderboards.list({ siteId, q: 'board 1' }));
    expect(titleSearch.total).toBe(3);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const error = await failure(
      owner.call((client) =>
        client.leaderboards.create({ siteId, title: ' ', description: 'x'.repeat(1001) }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      title: 'Required',
      description: 'Must be at most 1000 characters',
    });
    const page = await failure(owner.call((client) => client.leaderboards.list({ siteId, pageSize: 0 })));
    expect(apiFieldErrors(page)).toEqual({ pageSize: 'Must be at least 1' });
    expect((await owner.call((client) => client.leaderboards.list({ siteId, q: 'x'.repeat(5) }))).total).toBe(
      0,
    );
  });

  it("answers 404 for another user's site and leaderboard", async () => {
    const board = await owner.call((client) => client.leaderboards.create({ siteId, title: 'Private' }));
    for (const call of [
      () => stranger.call((client) => client.leaderboards.get({ id: board.id })),
      () => stranger.call((client) => client.leaderboards.list({ siteId })),
      () => stranger.call((client) => client.leaderboards.create({ siteId, title: 'Intruder' })),
      () => owner.call((client) => client.leaderboards.get({ id: 2_000_000_000 })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server.url);
    for (const call of [
      () => anonymous.call((client) => client.leaderboards.list({ siteId })),
      () => anonymous.call((client) => client.leaderboards.create({ siteId, title: 'x' })),
      () => anonymous.call((client) => client.leaderboards.get({ id: 1 })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
  });
});
