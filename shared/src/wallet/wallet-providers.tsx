import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useConnection, WagmiProvider } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import { useWalletStartRequest, WalletProvidersPresent } from '../react/wallet-gate';
import { rememberWallet, setWalletDisconnect } from '../react/wallet-memory';
import { suiteWagmiConfig } from './wagmi-config';

let pageQueryClient: QueryClient | undefined;

function suiteQueryClient(): QueryClient {
  pageQueryClient ??= new QueryClient();
  return pageQueryClient;
}

// Sign-out anywhere in the page disconnects through the one config, now that it is loaded.
setWalletDisconnect(async () => {
  await disconnect(suiteWagmiConfig());
});

/**
 * The page remembers a connected wallet for the next visit, whose wallet code then loads at once to
 * reconnect it; a wallet that disconnected, or could not be reconnected, is forgotten.
 */
function RememberConnection() {
  const { status } = useConnection();
  useEffect(() => {
    if (status === 'connected') rememberWallet(true);
  }, [status]);
  useEffect(
    () =>
      suiteWagmiConfig().subscribe(
        (state) => state.status,
        // Disconnected after being connected, or after a (re)connection that found no wallet.
        (status, previous) => {
          if (status === 'disconnected' && previous !== 'disconnected') rememberWallet(false);
        },
      ),
    [],
  );
  return null;
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
          <RememberConnection />
          <SettleStartOnConnection />
          {children}
        </WalletProvidersPresent.Provider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

export default WalletProviders;
