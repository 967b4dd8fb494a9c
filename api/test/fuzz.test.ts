import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type AppDatabase } from '../src/db';
import { newWallet, signIn } from './support/accounts';
import { TestBrowser } from './support/browser';
import { fuzzRequests, type FuzzRequest } from './support/fuzz-requests';
import { operationsOf, type Operation } from './support/openapi-schema';
import { startTestServer, type TestServer } from './support/server';

// Malformed requests to every operation of the OpenAPI document, anonymous and signed in: the API
// must refuse each one as the caller's fault (4xx, a 400 naming the field), never fail (5xx) and
// never write a row for it.
let server: TestServer;
let operations: Operation[];
let signedIn: TestBrowser;

const APP_ORIGIN = 'http://localhost:3000';
const BATCH_SIZE = 8;

// The caller's faults. 402 is how a valid-looking request is refused for lack of credits; 431 is
// what node:http answers for a URL (part of the headers) over the server's 16 KB limit.
const REFUSALS = new Set([401, 402, 403, 404, 405, 409, 411, 413, 415, 422, 429]);
const URL_TOO_LONG = new Set([414, 431]);

// Signing out in the middle would turn the signed-in pass anonymous: these go last.
const ENDS_THE_SESSION = new Set(['user.logout', 'user.logoutAll']);

const FieldErrorsSchema = z.object({ data: z.object({ fields: z.record(z.string(), z.string()) }) });

interface Sent {
  request: FuzzRequest;
  who: 'anonymous' | 'signed in';
  status: number;
  text: string;
}

beforeAll(async () => {
  // No exchange-rate feed: a well-formed rate request is then refused (404) instead of reading a chain
  // that does not run here (502, the chain's fault); exchange-rates.test.ts reads real feeds.
  server = await startTestServer({ FX_FEEDS: '{}' });
  const response = await fetch(`${server.url}/api/openapi.json`);
  operations = operationsOf(await response.json());
  signedIn = new TestBrowser(server.url);
  await signIn(signedIn, newWallet());
});

afterAll(async () => {
  await server?.close();
});

/**
 * Rows per table of the public schema. A valid request may write (the sign-in nonce of a message asked
 * for a well-formed address, a lazily made credit account), but it answers 2xx, and a batch with a 2xx
 * may change counts (see `run`); a refused request may not. One table is left out: rate-limit counts
 * (PostgreSQL only) are meant to count every attempt, refused ones included, before any validation —
 * otherwise malformed requests would be a free way around the limit.
 */
const COUNTS_EVERY_ATTEMPT = new Set(['rate_limits']);

async function rowCounts(db: AppDatabase): Promise<Map<string, number>> {
  const tables = (
    await queryRows(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      z.object({ name: z.string() }),
    )
  )
    .map(({ name }) => name)
    .filter((name) => !COUNTS_EVERY_ATTEMPT.has(name));
  const counts = sql.join(
    tables.map((table) => sql`select ${table} as name, count(*) as count from ${sql.identifier(table)}`),
    sql` union all `,
  );
  const rows = await queryRows(db, counts, z.object({ name: z.string(), count: z.coerce.number() }));
  return new Map(rows.map(({ name, count }) => [name, count]));
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([table, count]) => before.get(table) !== count)
    .map(([table, count]) => `${table} ${before.get(table) ?? 0} → ${count}`);
}

async function send(browser: TestBrowser, request: FuzzRequest, who: Sent['who']): Promise<Sent> {
  const headers: Record<string, string> = { origin: APP_ORIGIN };
  if (request.contentType) headers['content-type'] = request.contentType;
  try {
    const response = await browser.request(request.url, {
      method: request.method,
      headers,
      body: request.body,
    });
    return { request, who, status: response.status, text: await response.text() };
  } catch (error) {
    // No answer at all (a reset connection) is reported as status 0, with its cause. Building the
    // requests holds the event loop for seconds; the test server keeps its idle sockets through that
    // (support/server.ts), so a reset is the server's doing, not a socket closing under the request.
    const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
    return { request, who, status: 0, text: `${String(error)}${cause}` };
  }
}

/** What is wrong with the answer, or undefined when it is an acceptable one. */
function fault({ request, status, text }: Sent): string | undefined {
  if (status === 0) return 'no answer';
  if (status >= 500) {
    return status === 503 && request.operation.documents503 ? undefined : 'server error';
  }
  if (status >= 200 && status < 300) {
    return request.certainlyInvalid ? 'accepted an invalid request' : undefined;
  }
  if (status === 400) {
    let fields: string[];
    try {
      fields = Object.keys(FieldErrorsSchema.parse(JSON.parse(text)).data.fields);
    } catch {
      return '400 without data.fields';
    }
    if (fields.length === 0) return '400 names no field';
    if (!request.wholeBody && fields.every((field) => field === '')) return '400 names only the whole body';
    return undefined;
  }
  if (REFUSALS.has(status)) return undefined;
  if (request.oversizedUrl && URL_TOO_LONG.has(status)) return undefined;
  return 'unexpected status';
}

function describeSent(sent: Sent, problem: string): string {
  const { request } = sent;
  const excerpt = sent.text.replace(/\s+/g, ' ').slice(0, 200);
  return `${request.method} ${request.operation.path} [${sent.who}] ${request.variant}: ${problem}, ${sent.status} ${excerpt}`;
}

/**
 * Sends every pair in batches of BATCH_SIZE, counting rows around each batch: a batch whose requests
 * were all refused must leave every count as it was.
 */
async function run(
  pairs: { request: FuzzRequest; browser: TestBrowser; who: Sent['who'] }[],
  violations: string[],
): Promise<Sent[]> {
  const db = server.testDatabase.database.db;
  const all: Sent[] = [];
  for (let start = 0; start < pairs.length; start += BATCH_SIZE) {
    const batch = pairs.slice(start, start + BATCH_SIZE);
    const before = await rowCounts(db);
    const sent = await Promise.all(batch.map(({ request, browser, who }) => send(browser, request, who)));
    const changed = changedTables(before, await rowCounts(db));
    const accepted = sent.some(({ status }) => status >= 200 && status < 300);
    if (changed.length > 0 && !accepted) {
      const which = sent.map(
        (one) =>
          `${one.request.method} ${one.request.operation.path} [${one.who}] ${one.request.variant} → ${one.status}`,
      );
      violations.push(`rows written by refused requests (${changed.join(', ')}): ${which.join('; ')}`);
    }
    for (const one of sent) {
      const problem = fault(one);
      if (problem) violations.push(describeSent(one, problem));
    }
    all.push(...sent);
  }
  return all;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('refuses malformed requests with a 4xx naming the field, no 5xx, and writes no row', async () => {
    const started = Date.now();
    const anonymous = new TestBrowser(server.url);
    const requests = operations.flatMap(fuzzRequests);
    const pairs = requests.flatMap((request) => [
      { request, browser: anonymous, who: 'anonymous' as const },
      { request, browser: signedIn, who: 'signed in' as const },
    ]);
    const certain = pairs.filter(({ request }) => request.certainlyInvalid);
    const uncertain = pairs
      .filter(({ request }) => !request.certainlyInvalid)
      .sort(
        (a, b) =>
          Number(ENDS_THE_SESSION.has(a.request.operation.id)) -
          Number(ENDS_THE_SESSION.has(b.request.operation.id)),
      );

    const violations: string[] = [];
    const db = server.testDatabase.database.db;
    const before = await rowCounts(db);
    const sentCertain = await run(certain, violations);
    const unchanged = changedTables(before, await rowCounts(db));
    // The signed-in pass really was signed in (and stays so until the session-ending operations).
    const account = await signedIn.request('/api/user/authenticated/account');
    const sentUncertain = await run(uncertain, violations);

    const statuses = new Map<number, number>();
    for (const { status } of [...sentCertain, ...sentUncertain]) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    console.log(
      `Fuzzed ${operations.length} operations with ${pairs.length} requests ` +
        `(${certain.length} certainly invalid) on ${server.testDatabase.database.kind} in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s; statuses: ` +
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(', '),
    );

    expect(operations.length).toBeGreaterThan(80);
    // The counts cover the schema (the signed-in user's own rows included), so a write would show.
    expect(before.size).toBeGreaterThan(20);
    expect(before.get('users')).toBeGreaterThan(0);
    expect(account.status).toBe(200);
    expect(unchanged).toEqual([]);
    expect(violations).toEqual([]);
  }, 300_000);
});
