import { startServer, type RunningServer } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openTestDatabase, type TestDatabase } from './database';

export interface TestServer {
  running: RunningServer;
  testDatabase: TestDatabase;
  config: Config;
  url: string;
  close(): Promise<void>;
}

/** The real server on an ephemeral port, over this file's own database. */
export async function startTestServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    // No chain runs during these tests: plain-key signatures must verify without it.
    RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
    ...env,
  });
  const testDatabase = await openTestDatabase();
  try {
    const running = await startServer({ config, database: testDatabase.database });
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
