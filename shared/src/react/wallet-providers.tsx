import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useConnection, WagmiProvider } from 'wagmi';
import { suiteWagmiConfig } from './wagmi-config';
import { useWalletStartRequest, WalletProvidersPresent } from './wallet-gate';

let pageQueryClient: QueryClient | undefined;

function suiteQueryClient(): QueryClient {
  pageQueryClient ??= new QueryClient();
  return pageQueryClient;
}

/** A click that asked to connect is carried out once the wallet is connected (wagmi reconnected it). */
function SettleStartOnConnection() {
  const { status } = useConnection();
  const { pending, done } = useWalletStartRequest();
  useEffect(() => {
    if (pending && status === 'connected') done();
  }, [pending, status, done]);
  return null;
}

/** What wallet hooks need: wagmi with the page's one config, and react-query beneath it. */
export function WalletProviders({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={suiteWagmiConfig()}>
      <QueryClientProvider client={suiteQueryClient()}>
        <WalletProvidersPresent.Provider value>
          <SettleStartOnConnection />
          {children}
        </WalletProvidersPresent.Provider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

export default WalletProviders;
