import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { startServer } from '../src/app';
import { loadConfig } from '../src/config';
import { MIGRATIONS_FOLDER, openPostgresDatabase, queryRows, type Database } from '../src/db';
import {
  emailOutbox,
  rateLimits,
  sessions,
  signInNonces,
  users,
  webhookAttempts,
  webhookDeliveries,
} from '../src/db/schema';
import { DATABASE_BUSY_MESSAGE } from '../src/http/error-interceptors';
import { queueMail } from '../src/mail/mail-outbox';
import { signedInUser } from './support/commerce';
import { createScratchDatabase } from './support/database';
import { startTestServer, type TestServer } from './support/server';

// Several API instances on one database: background work switched per instance, expired rows
// pruned, and — on PostgreSQL — migrations that do not race and queries that cannot hang.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = testDatabaseUrl ? describe : describe.skip;

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const AnyRow = z.record(z.string(), z.unknown());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('background workers per instance (WORKERS)', () => {
  it('reads the setting: a list, none, or an error naming the unknown worker', () => {
    expect([...loadConfig({}).workers]).toEqual(['payments', 'webhooks', 'mail', 'pruning']);
    expect([...loadConfig({ WORKERS: 'payments, webhooks' }).workers]).toEqual(['payments', 'webhooks']);
    expect(loadConfig({ WORKERS: 'none' }).workers.size).toBe(0);
    expect(() => loadConfig({ WORKERS: 'payments,mailer' })).toThrow(
      'WORKERS: mailer is not a worker: use none or a list of payments, webhooks, mail, pruning',
    );
  });

  it('an instance without the mail worker leaves mail to the instance that has it', async () => {
    const mailDir = await mkdtemp(join(tmpdir(), 'suite-workers-'));
    const config = (workers: string) =>
      loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', MAIL_DIR: mailDir, WORKERS: workers });
    const quiet = await startServer({
      config: config('payments,webhooks'),
      database: server.testDatabase.database,
    });
    try {
      await queueMail(db(), { to: 'buyer@example.com', subject: 'Workers test', text: 'Hello' });
      quiet.app.background.mail.kick();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const status = async () =>
        (
          await db()
            .select({ status: emailOutbox.status })
            .from(emailOutbox)
            .where(eq(emailOutbox.subject, 'Workers test'))
        )[0]?.status;
      expect(await status()).toBe('pending');
      expect(await readdir(mailDir)).toEqual([]);

      const mailer = await startServer({ config: config('mail'), database: server.testDatabase.database });
      try {
        const deadline = Date.now() + 10_000;
        while ((await status()) !== 'sent' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await status()).toBe('sent');
        expect(await readdir(mailDir)).toHaveLength(1);
      } finally {
        await mailer.close();
      }
    } finally {
      await quiet.close();
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});

describe('pruning', () => {
  it('deletes expired sign-in messages, old sessions, old attempts of settled webhooks and ended rate-limit windows, and nothing else', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const { userId } = await signedInUser(server);
    const tag = `prune-${Date.now()}`;
    const nonce = (name: string, expiresAt: Date) => ({
      nonce: `${tag}-${name}`,
      address: '0x0000000000000000000000000000000000000001',
      message: 'm',
      domain: 'localhost',
      issuedAt: ago(2 * DAY + HOUR),
      expiresAt,
    });
    await db()
      .insert(signInNonces)
      .values([
        nonce('old', ago(2 * DAY)),
        nonce('recent', ago(HOUR)),
        nonce('live', new Date(now.getTime() + HOUR)),
      ]);
    const session = (name: string, values: { expiresAt: Date; revokedAt?: Date }) => ({
      id: `${tag}-${name}`,
      userId,
      address: '0x0000000000000000000000000000000000000001',
      ...values,
    });
    await db()
      .insert(sessions)
      .values([
        session('expired-long-ago', { expiresAt: ago(8 * DAY) }),
        session('revoked-long-ago', { expiresAt: new Date(now.getTime() + DAY), revokedAt: ago(8 * DAY) }),
        session('expired-yesterday', { expiresAt: ago(DAY) }),
        session('live', { expiresAt: new Date(now.getTime() + DAY) }),
      ]);
    const delivery = (name: string, status: 'delivered' | 'pending') => ({
      id: `${tag}-${name}`,
      ownerId: userId,
      eventType: 'order.confirmed',
      payload: '{}',
      status,
      // A retry not due yet: the running server's webhook worker leaves it alone (due now, it could
      // make an attempt of its own while the test reads them).
      nextAttemptAt: status === 'pending' ? new Date(now.getTime() + DAY) : null,
    });
    await db()
      .insert(webhookDeliveries)
      .values([delivery('settled', 'delivered'), delivery('pending', 'pending')]);
    const attempt = (deliveryId: string, attemptedAt: Date) => ({
      deliveryId: `${tag}-${deliveryId}`,
      attemptedAt,
      url: 'https://hooks.example.com/',
      durationMs: 10,
    });
    await db()
      .insert(webhookAttempts)
      .values([
        attempt('settled', ago(31 * DAY)),
        attempt('settled', ago(DAY)),
        attempt('pending', ago(31 * DAY)),
      ]);

    await db()
      .insert(rateLimits)
      .values([
        { key: `${tag}-ended`, points: 3, expire: now.getTime() - 1 },
        { key: `${tag}-running`, points: 3, expire: now.getTime() + 60_000 },
      ]);

    const pruned = await server.running.app.background.pruning.prune(now);
    expect(pruned).toMatchObject({ nonces: 1, sessions: 2, webhookAttempts: 1, rateLimits: 1 });
    const limits = await db()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [`${tag}-ended`, `${tag}-running`]));
    expect(limits).toEqual([{ key: `${tag}-running` }]);

    const nonces = await db()
      .select({ nonce: signInNonces.nonce })
      .from(signInNonces)
      .where(inArray(signInNonces.nonce, [`${tag}-old`, `${tag}-recent`, `${tag}-live`]));
    expect(nonces.map((row) => row.nonce).sort()).toEqual([`${tag}-live`, `${tag}-recent`]);
    const kept = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    expect(
      kept
        .map((row) => row.id)
        .filter((id) => id.startsWith(tag))
        .sort(),
    ).toEqual([`${tag}-expired-yesterday`, `${tag}-live`]);
    // The user's real session (the cookie's) is live and stays.
    expect(kept.length).toBe(3);
    const attempts = await db()
      .select({ deliveryId: webhookAttempts.deliveryId })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, [`${tag}-settled`, `${tag}-pending`]));
    expect(attempts.map((row) => row.deliveryId).sort()).toEqual([`${tag}-pending`, `${tag}-settled`]);
    await db().delete(users).where(eq(users.id, userId));
  });
});

describe('rate limits', () => {
  const limitedConfig = (env: NodeJS.ProcessEnv = {}) =>
    loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'error',
      WORKERS: 'none',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '3',
      ...env,
    });
  /** Asks for a sign-in message, from `localAddress` (any 127.x address is this machine) through a proxy that says `forwardedFor`. */
  const askMessage = (url: string, forwardedFor?: string, localAddress = '127.0.0.1') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${url}/api/user/message-to-sign/0x0000000000000000000000000000000000000abc`,
        {
          localAddress,
          headers: {
            'x-forwarded-host': 'localhost:3000',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });

  it('are counted once for all instances: the client that used its sign-in messages on one is refused by the other', async () => {
    const database = server.testDatabase.database;
    const one = await startServer({ config: limitedConfig(), database });
    const two = await startServer({ config: limitedConfig(), database });
    try {
      const client = '198.51.100.20';
      const statuses: number[] = [];
      for (const url of [one.url, two.url, one.url, two.url]) {
        statuses.push((await askMessage(url, client)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await askMessage(one.url, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(refused.body)).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many sign-in requests from this address: try again in \d+ s$/),
      });
      // Another client is not affected.
      expect((await askMessage(two.url, '198.51.100.21')).status).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('believe x-forwarded-for only from TRUSTED_PROXIES, read from the right', async () => {
    const database = server.testDatabase.database;
    const behindProxy = await startServer({
      config: limitedConfig({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1' }),
      database,
    });
    const exposed = await startServer({
      config: limitedConfig({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1', TRUSTED_PROXIES: 'none' }),
      database,
    });
    try {
      // This machine is a trusted proxy by default: each forwarded client has its own count...
      expect((await askMessage(behindProxy.url, '198.51.100.30')).status).toBe(200);
      expect((await askMessage(behindProxy.url, '198.51.100.31')).status).toBe(200);
      // ...and what a client writes left of the address the proxy saw changes nothing.
      expect((await askMessage(behindProxy.url, '203.0.113.99, 198.51.100.30')).status).toBe(429);
      // Trusting no proxy, the header is ignored: made-up addresses share the peer's count (a
      // peer of its own here, 127.0.0.42, that no other test uses).
      expect((await askMessage(exposed.url, '198.51.100.40', '127.0.0.42')).status).toBe(200);
      expect((await askMessage(exposed.url, '198.51.100.41', '127.0.0.42')).status).toBe(429);
    } finally {
      await behindProxy.close();
      await exposed.close();
    }
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      'TRUSTED_PROXIES: 10.0.0.0/33 is not an IP address or CIDR range (or use none)',
    );
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32, 192.0.2.1' })).not.toThrow();
  });
});

onPostgres('on PostgreSQL', () => {
  it('instances starting together on a fresh database apply the migrations once, without a crash', async () => {
    const scratch = await createScratchDatabase(testDatabaseUrl ?? '');
    const opened: Database[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => openPostgresDatabase(scratch.url)),
      );
      for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const journal = await readdir(MIGRATIONS_FOLDER);
      const migrations = journal.filter((file) => file.endsWith('.sql')).length;
      const database = opened[0];
      if (!database) throw new Error('No database opened');
      const applied = await queryRows(
        database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        AnyRow,
      );
      expect(applied).toEqual([{ count: migrations }]);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await scratch.drop();
    }
  });

  it('a request waiting on a locked table answers 503 within the lock timeout, not when the lock ends', async () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      WORKERS: 'none',
      DATABASE_LOCK_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    });
    const url = new URL(testDatabaseUrl ?? '');
    const databaseName = await queryRows(db(), sql`select current_database() as name`, AnyRow);
    url.pathname = `/${String(databaseName[0]?.name)}`;
    const limited = await startServer({
      config,
      database: await openPostgresDatabase(url.toString(), { limits: config.database }),
    });
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      const owner = await signedInUser({ ...server, url: limited.url });
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      const started = Date.now();
      const response = await owner.browser.request('/api/products');
      const waited = Date.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: DATABASE_BUSY_MESSAGE,
      });
      expect(waited).toBeLessThan(5_000);
      await locker.query('rollback');
      expect((await owner.browser.request('/api/products')).status).toBe(200);

      // A statement running past the statement timeout is cancelled by the server.
      const slow = await limited.app.database.db
        .execute(sql`select pg_sleep(3)`)
        .catch((error: unknown) => error);
      expect(slow).toBeInstanceOf(Error);
      const settings = await queryRows(
        limited.app.database.db,
        sql`select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock, current_setting('idle_in_transaction_session_timeout') as idle`,
        AnyRow,
      );
      expect(settings).toEqual([{ statement: '1s', lock: '300ms', idle: '1min' }]);
    } finally {
      await locker.end();
      await limited.close();
      await limited.app.database.close();
    }
  });
});
