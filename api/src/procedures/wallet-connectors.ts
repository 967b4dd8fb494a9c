import { base } from '../orpc';
import type { Services } from '../services';

/** Public: the login prompt asks before anyone is signed in. */
export function walletConnectorsProcedures({ config }: Services) {
  const get = base.walletConnectors.get.handler(() => ({
    walletConnect: config.walletConnectProjectId ? { projectId: config.walletConnectProjectId } : null,
    coinbaseWallet: config.coinbaseWalletAppName ? { appName: config.coinbaseWalletAppName } : null,
  }));
  return { get };
}
