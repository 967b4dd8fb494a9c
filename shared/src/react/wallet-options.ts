import type { CreateConnectorFn } from 'wagmi';
import type { WalletConnectors } from '../schemas/wallet-connectors';
import { useApiClientContext } from './api-client-context';
import { useApiResource } from './api-resource';
import { useSharedCatalog } from './i18n/shared-catalog';
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

/** The words of the options, in the page's language (`useSharedCatalog`'s `t`). */
export type WalletOptionsTranslate = ReturnType<typeof useSharedCatalog>['t'];

/** The injected wallet's own name when it says it (MetaMask, Rabby…), otherwise a generic one. */
function injectedName(t: WalletOptionsTranslate): string {
  const ethereum = injectedProvider();
  if (ethereum?.isRabby) return 'Rabby';
  if (ethereum?.isBraveWallet) return 'Brave Wallet';
  if (ethereum?.isCoinbaseWallet) return t('walletOptions.coinbaseExtension');
  if (ethereum?.isMetaMask) return 'MetaMask';
  return t('walletOptions.browserWallet');
}

/**
 * The options to show, worded by `t`: the injected wallet always, the others only where the deployment
 * configured them.
 */
export function walletOptions(
  configured: WalletConnectors | undefined,
  t: WalletOptionsTranslate,
): WalletOption[] {
  const hasInjected = injectedProvider() !== undefined;
  const options: WalletOption[] = [
    {
      id: 'injected',
      name: injectedName(t),
      description: t('walletOptions.injected'),
      unavailable: hasInjected ? undefined : t('walletOptions.noInjected'),
    },
  ];
  // The injected wallet keeps nothing in storage itself (wagmi's own state is in `safeStorage`): the
  // others' SDKs keep their sessions in `localStorage` directly, which a browser may deny a frame (the
  // widget embedded on another site).
  const noStorage = isStorageInMemory('local') ? t('walletOptions.needsStorage') : undefined;
  if (configured?.walletConnect)
    options.push({
      id: 'walletConnect',
      name: 'WalletConnect',
      description: t('walletOptions.walletConnect'),
      unavailable: noStorage,
    });
  if (configured?.coinbaseWallet)
    options.push({
      id: 'coinbaseWallet',
      name: 'Coinbase Wallet',
      description: t('walletOptions.coinbaseWallet'),
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
  const { t } = useSharedCatalog();
  const { data, isLoading } = useApiResource(
    ['suite/wallet-connectors', apiBaseUrl],
    () => client.walletConnectors.get(),
    {
      revalidateOnFocus: false,
    },
  );
  const options = walletOptions(data, t);
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
