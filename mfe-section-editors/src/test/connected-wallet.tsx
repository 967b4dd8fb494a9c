import type { ReactNode } from 'react';
import type { Address } from 'viem';
import { hardhat } from 'viem/chains';
import { createConfig, http, WagmiContext, type Config } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors/mock';

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
