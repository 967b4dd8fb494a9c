import { loadConfig } from '../src/config';
import { TestBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

const PROJECT_ID = '0123456789abcdef0123456789abcdef';

describe('GET /wallet/connectors', () => {
  let servers: TestServer[] = [];

  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });

  async function connectorsOf(env: NodeJS.ProcessEnv) {
    const server = await startTestServer(env);
    servers.push(server);
    // No session: the login prompt asks before anyone is signed in.
    return new TestBrowser(server.url).call((client) => client.walletConnectors.get());
  }

  it('offers nothing besides the injected wallet when nothing is configured', async () => {
    expect(await connectorsOf({})).toEqual({ walletConnect: null, coinbaseWallet: null });
  });

  it('offers WalletConnect and Coinbase Wallet once configured', async () => {
    expect(
      await connectorsOf({
        WALLETCONNECT_PROJECT_ID: PROJECT_ID,
        COINBASE_WALLET_APP_NAME: 'My store admin',
      }),
    ).toEqual({ walletConnect: { projectId: PROJECT_ID }, coinbaseWallet: { appName: 'My store admin' } });
  });

  it('treats empty variables as not configured and refuses a malformed project id at start', () => {
    const base = { RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }) };
    const empty = loadConfig({ ...base, WALLETCONNECT_PROJECT_ID: '', COINBASE_WALLET_APP_NAME: '' });
    expect(empty.walletConnectProjectId).toBeUndefined();
    expect(empty.coinbaseWalletAppName).toBeUndefined();
    expect(() => loadConfig({ ...base, WALLETCONNECT_PROJECT_ID: 'not-an-id' })).toThrow(
      'WALLETCONNECT_PROJECT_ID: Must be a 32-character hex project id',
    );
  });
});
