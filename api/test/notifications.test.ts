import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db';
import { notifications } from '../src/db/schema';
import { failure } from './support/accounts';
import { anonymous, signedInUser } from './support/commerce';
import { databaseBefore } from './support/database';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function notifyMany(ownerId: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    // Distinct times: PGlite's clock may give two quick inserts the same now().
    await db()
      .insert(notifications)
      .values({
        ownerId,
        kind: 'test',
        title: `Notice ${index}`,
        message: `Message ${index}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
      });
  }
}

describe('notifications', () => {
  // An order's own notifications are in payments.test.ts: they come with its first payment.
  it('pages newest first and filters by status; unread count, mark read by ids, mark all read', async () => {
    const { browser, userId } = await signedInUser(server);
    await notifyMany(userId, 12);
    const first = await browser.call((client) => client.notifications.list({}));
    expect(first).toMatchObject({ totalItems: 12, currentPage: 0, pageSize: 10 });
    expect(first.items.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Notice ${11 - index}`),
    );
    const second = await browser.call((client) => client.notifications.list({ page: 2, limit: 5 }));
    expect(second.items.map((item) => item.title)).toEqual(['Notice 1', 'Notice 0']);
    expect(await browser.call((client) => client.notifications.unreadCount())).toEqual({ count: 12 });

    const ids = first.items.slice(0, 3).map((item) => item.id);
    expect(await browser.call((client) => client.notifications.markRead({ ids }))).toEqual({ updated: 3 });
    // Marking read again changes nothing.
    expect(await browser.call((client) => client.notifications.markRead({ ids }))).toEqual({ updated: 0 });
    expect(await browser.call((client) => client.notifications.unreadCount())).toEqual({ count: 9 });
    const read = await browser.call((client) => client.notifications.list({ status: 'read' }));
    expect(read.items.map((item) => item.id)).toEqual(ids);
    expect(read.items.every((item) => item.status === 'read')).toBe(true);
    expect((await browser.call((client) => client.notifications.list({ status: 'unread' }))).totalItems).toBe(
      9,
    );

    expect(await browser.call((client) => client.notifications.markAllRead())).toEqual({ updated: 9 });
    expect(await browser.call((client) => client.notifications.unreadCount())).toEqual({ count: 0 });
  });

  it('validates paging, status and ids with 400', async () => {
    const { browser } = await signedInUser(server);
    // Raw request: the typed client would not let the test send an unknown status.
    const response = await browser.request('/api/notifications?page=-1&limit=0&status=old');
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ data: { fields: { page: expect.any(String), limit: expect.any(String) } } });
    expect(body).toMatchObject({ data: { fields: { status: expect.any(String) } } });
    const empty = await failure(browser.call((client) => client.notifications.markRead({ ids: [] })));
    expect(apiFieldErrors(empty)).toEqual({ ids: 'Select at least one item' });
  });

  it('keeps users apart: 404 for another user’s ids, changing nothing', async () => {
    const alice = await signedInUser(server);
    const bob = await signedInUser(server);
    await notifyMany(alice.userId, 2);
    await notifyMany(bob.userId, 1);
    const aliceIds = (await alice.browser.call((client) => client.notifications.list({}))).items.map(
      (item) => item.id,
    );
    const bobIds = (await bob.browser.call((client) => client.notifications.list({}))).items.map(
      (item) => item.id,
    );
    expect(bobIds).toHaveLength(1);

    for (const ids of [[...bobIds, ...aliceIds], ['not-a-uuid']]) {
      const error = await failure(bob.browser.call((client) => client.notifications.markRead({ ids })));
      expect(apiErrorStatus(error)).toBe(404);
    }
    const rows = await db().select().from(notifications).where(eq(notifications.ownerId, bob.userId));
    expect(rows.map((row) => row.readAt)).toEqual([null]);

    await bob.browser.call((client) => client.notifications.markAllRead());
    expect(await alice.browser.call((client) => client.notifications.unreadCount())).toEqual({ count: 2 });
  });

  it('answers 401 without a session', async () => {
    const anon = anonymous(server);
    expect(apiErrorStatus(await failure(anon.call((client) => client.notifications.list({}))))).toBe(401);
    expect(apiErrorStatus(await failure(anon.call((client) => client.notifications.unreadCount())))).toBe(
      401,
    );
    expect(apiErrorStatus(await failure(anon.call((client) => client.notifications.markAllRead())))).toBe(
      401,
    );
    const markRead = anon.call((client) => client.notifications.markRead({ ids: [crypto.randomUUID()] }));
    expect(apiErrorStatus(await failure(markRead))).toBe(401);
  });
});

describe('migration 0020 (why an order failed, what a notification is about)', () => {
  it('reads the failures of the orders before it back from their English, and gives their notifications their order', async () => {
    const { bare, owner } = await databaseBefore('0020_order_failure_and_notification_params');
    try {
      const hash = `0x${'ab'.repeat(32)}`;
      const order = async (overpaid: string | null, reason: string | null) =>
        String(
          (
            await bare.query(
              sql`insert into orders (owner_id, site_id, chain_id, contract_address, sender_address, receiver_address,
                    amount, overpaid_amount, failure_reason)
                  values (${owner}, 'site-1', 137, '0x01', '0x02', '0x03', '12.5', ${overpaid}, ${reason})
                  returning id`,
            )
          )[0]?.id,
        );
      const paid = await order('0.75', null);
      const reverted = await order(
        null,
        `The payment transaction ${hash} was reverted on Polygon: nothing was paid`,
      );
      const expired = await order(null, 'No payment arrived within 30 minutes of the order');
      const quick = await order(null, 'No payment arrived within 1 second of the order');
      const other = await order(null, 'Something else');
      const notice = (kind: string, orderId: string | null) =>
        bare.query(
          sql`insert into notifications (owner_id, kind, title, message, order_id)
              values (${owner}, ${kind}, 'Title', 'Message', ${orderId})`,
        );
      await notice('order.created', paid);
      await notice('order.confirmed', paid);
      await notice('order.failed', reverted);
      await notice('note', null);

      await bare.migrate(MIGRATIONS_FOLDER);
      const failures = await bare.query(sql`select id, failure from orders`);
      const failureOf = (id: string) => failures.find((row) => row.id === id)?.failure;
      expect(failureOf(paid)).toBeNull();
      expect(failureOf(reverted)).toEqual({ code: 'reverted', hash });
      expect(failureOf(expired)).toEqual({ code: 'expired', windowMs: 1_800_000 });
      expect(failureOf(quick)).toEqual({ code: 'expired', windowMs: 1000 });
      expect(failureOf(other)).toBeNull();
      const rows = await bare.query(sql`select kind, params from notifications order by kind`);
      expect(rows.map((row) => [row.kind, row.params])).toEqual([
        ['note', null],
        ['order.confirmed', { amount: '12.5', chainId: 137, overpaid: '0.75' }],
        ['order.created', { amount: '12.5', chainId: 137 }],
        ['order.failed', { amount: '12.5', chainId: 137, failure: { code: 'reverted', hash } }],
      ]);
    } finally {
      await bare.dispose();
    }
  });
});
