import type { CreateConnectorFn } from 'wagmi';
import type { WalletConnectors } from '../schemas/wallet-connectors';
import { useApiClientContext } from './api-client-context';
import { useApiResource } from './api-resource';
import { isStorageInMemory } from './safe-storage';

export type WalletOptionId = 'injected' | 'walletConnect' | 'coinbaseWallet';

/** One way to connect a wallet, as the connect prompt lists it. */
export interface WalletOption {
  id: WalletOptionId;
  name: string;
  description: string;
  /** Why it cannot be used in this browser (no injected wallet); absent when it can. */
  unavailable?: string;
}

export const NO_INJECTED_WALLET_TEXT = 'No browser wallet found: install one such as MetaMask, then reload.';

/**
 * Why WalletConnect and Coinbase Wallet are not offered in a frame whose browser blocks its storage
 * (the widget embedded on another site): their SDKs keep their sessions in `localStorage` directly.
 */
export const WALLET_NEEDS_STORAGE_TEXT =
  'This browser blocks storage for embedded pages, which this wallet needs: open the page on its own to use it.';

interface InjectedProvider {
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isRabby?: boolean;
  isBraveWallet?: boolean;
}

/** The browser's EIP-1193 provider, when a wallet extension injected one. */
function injectedProvider(): InjectedProvider | undefined {
  if (typeof window === 'undefined' || !('ethereum' in window)) return undefined;
  const { ethereum } = window;
  return typeof ethereum === 'object' && ethereum !== null ? ethereum : undefined;
}

/** The injected wallet's own name when it says it (MetaMask, Rabby…), otherwise a generic one. */
function injectedName(): string {
  const ethereum = injectedProvider();
  if (ethereum?.isRabby) return 'Rabby';
  if (ethereum?.isBraveWallet) return 'Brave Wallet';
  if (ethereum?.isCoinbaseWallet) return 'Coinbase Wallet extension';
  if (ethereum?.isMetaMask) return 'MetaMask';
  return 'Browser wallet';
}

/** The options to show: the injected wallet always, the others only where the deployment configured them. */
export function walletOptions(configured: WalletConnectors | undefined): WalletOption[] {
  const hasInjected = injectedProvider() !== undefined;
  const options: WalletOption[] = [
    {
      id: 'injected',
      name: injectedName(),
      description: 'The wallet extension of this browser.',
      unavailable: hasInjected ? undefined : NO_INJECTED_WALLET_TEXT,
    },
  ];
  // The injected wallet keeps nothing in storage itself (wagmi's own state is in `safeStorage`).
  const noStorage = isStorageInMemory('local') ? WALLET_NEEDS_STORAGE_TEXT : undefined;
  if (configured?.walletConnect)
    options.push({
      id: 'walletConnect',
      name: 'WalletConnect',
      description: 'Scan a QR code with a wallet app on your phone.',
      unavailable: noStorage,
    });
  if (configured?.coinbaseWallet)
    options.push({
      id: 'coinbaseWallet',
      name: 'Coinbase Wallet',
      description:
        'The Coinbase Wallet app or extension, or a smart wallet created with your e-mail or a passkey.',
      unavailable: noStorage,
    });
  return options;
}

/** What the deployment offers (`GET /api/wallet/connectors`); nothing extra while it loads or fails. */
export function useWalletOptions(): {
  options: WalletOption[];
  configured: WalletConnectors | undefined;
  isLoading: boolean;
  /** Why no wallet can connect in this browser, when none can: said instead of a Connect button. */
  unavailable: string | undefined;
} {
  const { client, apiBaseUrl } = useApiClientContext();
  const { data, isLoading } = useApiResource(
    ['suite/wallet-connectors', apiBaseUrl],
    () => client.walletConnectors.get(),
    {
      revalidateOnFocus: false,
    },
  );
  const options = walletOptions(data);
  const unavailable = options.every((option) => option.unavailable) ? options[0]?.unavailable : undefined;
  return { options, configured: data, isLoading, unavailable };
}

/**
 * The connector of a configured option, loaded on demand: WalletConnect's and Coinbase's SDKs are
 * large and most users never pick them, so they stay out of the first load.
 */
export async function loadWalletConnector(
  id: Exclude<WalletOptionId, 'injected'>,
  configured: WalletConnectors,
): Promise<CreateConnectorFn> {
  if (id === 'walletConnect') {
    if (!configured.walletConnect) throw new Error('WalletConnect is not configured');
    const { walletConnect } = await import('wagmi/connectors/walletConnect');
    return walletConnect({ projectId: configured.walletConnect.projectId, showQrModal: true });
  }
  if (!configured.coinbaseWallet) throw new Error('Coinbase Wallet is not configured');
  const { coinbaseWallet } = await import('wagmi/connectors/coinbaseWallet');
  return coinbaseWallet({ appName: configured.coinbaseWallet.appName });
}
