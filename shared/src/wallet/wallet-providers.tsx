import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useConnection, WagmiContext } from 'wagmi';
import { disconnect, reconnect } from 'wagmi/actions';
import { useWalletStartRequest, WalletProvidersPresent } from '../react/wallet-request';
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

let mountedProviders = 0;

/**
 * Reconnects the wallet remembered in storage when the first of the page's wallet providers mounts
 * (the header's login, a section: one reconnection for all of them). wagmi's own `WagmiProvider`
 * calls `reconnect` on every render of its `Hydrate` (wevm/wagmi#3794): with a section's providers
 * re-rendering while its renderer loaded, each reconnection's connecting → disconnected flip
 * re-rendered the page, which re-rendered the providers, without end, and the section's suspended
 * editor and preview were never retried.
 */
function ReconnectOnMount() {
  useEffect(() => {
    mountedProviders += 1;
    if (mountedProviders === 1) void reconnect(suiteWagmiConfig());
    return () => {
      mountedProviders -= 1;
    };
  }, []);
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

/**
 * What wallet hooks need: wagmi's context with the page's one config (not `WagmiProvider`, see
 * `ReconnectOnMount`), and react-query beneath it.
 */
export function WalletProviders({ children }: { children: ReactNode }) {
  return (
    <WagmiContext.Provider value={suiteWagmiConfig()}>
      <QueryClientProvider client={suiteQueryClient()}>
        <WalletProvidersPresent.Provider value>
          <ReconnectOnMount />
          <RememberConnection />
          <SettleStartOnConnection />
          {children}
        </WalletProvidersPresent.Provider>
      </QueryClientProvider>
    </WagmiContext.Provider>
  );
}
