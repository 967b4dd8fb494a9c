import { tmpdir } from 'node:os';
import { startServer, type RunningServer } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Logger } from '../../src/log';
import { openTestDatabase, type TestDatabase } from './database';
import { startPaymentChain, type PaymentChain } from './payments';
import { startRpcRecorder, type RpcRecorder } from './rpc-recorder';

export interface TestServer {
  running: RunningServer;
  testDatabase: TestDatabase;
  config: Config;
  url: string;
  close(): Promise<void>;
}

/** Longer than any test file runs between two requests. */
const TEST_KEEP_ALIVE_MS = 10 * 60_000;

/** The real server on an ephemeral port, over this file's own database. */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  { log }: { log?: Logger } = {},
): Promise<TestServer> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    // No chain runs during these tests (unless a file starts one): plain-key signatures verify without it.
    RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
    // Tests place many orders from 127.0.0.1; the limits have tests of their own.
    ORDERS_RATE_LIMIT_PER_MINUTE: '10000',
    ORDERS_PER_CHECKOUT_PER_MINUTE: '10000',
    // Receipts are polled and checkouts read many times from the same address too.
    PUBLIC_READS_RATE_LIMIT_PER_MINUTE: '10000',
    SITE_READS_RATE_LIMIT_PER_MINUTE: '10000',
    // And every test's users sign in, and upload, from the same address.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
    UPLOADS_RATE_LIMIT_PER_MINUTE: '10000',
    TOP_UPS_RATE_LIMIT_PER_MINUTE: '10000',
    // Mail goes nowhere unless a test gives an SMTP server: the files would pile up in .data/mail.
    MAIL_DIR: `${tmpdir()}/suite-api-test-mail`,
    // Faults only: a test's hundreds of request lines would bury the report (tests that read the log
    // give the app a logger of their own).
    LOG_LEVEL: 'error',
    ...env,
  });
  const testDatabase = await openTestDatabase();
  try {
    const running = await startServer({ config, database: testDatabase.database, log });
    // The server runs in the test's own process, where seeding or building thousands of requests can
    // hold the event loop for seconds: with node's 5 s keep-alive, the idle timers of the sockets the
    // test's fetch keeps are then overdue, and the server closes a socket the instant the next request
    // goes out on it (ECONNRESET, "fetch failed"). Idle sockets are kept for the whole file instead;
    // `close` ends them.
    running.server.keepAliveTimeout = TEST_KEEP_ALIVE_MS;
    return {
      running,
      testDatabase,
      config,
      url: running.url,
      close: async () => {
        // The database was passed in, so it is ours to close (and, on PostgreSQL, to drop).
        await running.close();
        await testDatabase.dispose();
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}

/**
 * A local chain of the file's own (the test stablecoin and the payment proxy deployed, a funded
 * customer) and the real server reading it: orders are placed against its block numbers and their
 * payments read from its logs — through `rpc`, which records every call the server makes.
 */
export async function startChainServer(
  env: NodeJS.ProcessEnv = {},
): Promise<{ server: TestServer; chain: PaymentChain; rpc: RpcRecorder; close(): Promise<void> }> {
  const chain = await startPaymentChain();
  let rpc: RpcRecorder | undefined;
  try {
    rpc = await startRpcRecorder(chain.chain.rpcUrl);
    const server = await startTestServer({
      RPC_URLS: JSON.stringify({ 31337: rpc.url }),
      PAYMENT_CHECK_INTERVAL_SECONDS: '0.2',
      ...env,
    });
    const recorder = rpc;
    return {
      server,
      chain,
      rpc: recorder,
      close: async () => {
        await server.close();
        await recorder.close();
        await chain.stop();
      },
    };
  } catch (error) {
    await rpc?.close();
    await chain.stop();
    throw error;
  }
}
