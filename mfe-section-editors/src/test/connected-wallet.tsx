import type { ReactNode } from 'react';
import type { Address } from 'viem';
import { hardhat } from 'viem/chains';
import { createConfig, http, WagmiContext, type Config } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors/mock';
import { renderInSite } from './render-in-site';

export interface ConnectedWallet {
  config: Config;
  /** `ui` seeing this wallet as the page's, connected. */
  wrap(ui: ReactNode): ReactNode;
  disconnect(): Promise<void>;
}

/** The page's wallet connected with `account` (wagmi's mock connector), for a renderer that signs. */
export async function connectedWallet(account: Address): Promise<ConnectedWallet> {
  const config = createConfig({
    chains: [hardhat],
    connectors: [mock({ accounts: [account] })],
    transports: { [hardhat.id]: http() },
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error('no mock connector');
  await connect(config, { connector });
  return {
    config,
    wrap: (ui) => <WagmiContext.Provider value={config}>{ui}</WagmiContext.Provider>,
    disconnect: () => disconnect(config),
  };
}

/**
 * For the tests of the describe block it is called in: the page's wallet connected with `account`
 * before each, disconnected after; renders as `renderInSite` does, seeing that wallet.
 */
export function renderWithWalletConnected(account: Address) {
  let wallet: ConnectedWallet | undefined;
  beforeEach(async () => {
    wallet = await connectedWallet(account);
  });
  afterEach(async () => {
    await wallet?.disconnect();
  });
  return (...[ui, ...rest]: Parameters<typeof renderInSite>) => {
    if (!wallet) throw new Error('The wallet connects before each test');
    return renderInSite(wallet.wrap(ui), ...rest);
  };
}
