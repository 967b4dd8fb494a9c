import { Suspense, useContext, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { useSharedCatalog } from './i18n/shared-catalog';
import { LoadBoundary, useRetryableLazy } from './load-boundary';
import { isWalletRemembered } from './wallet-memory';
import { GateIdContext, WalletProvidersPresent, WalletRequestContext } from './wallet-request';

type WalletProvidersComponent = ComponentType<{ children: ReactNode }>;

function loadWalletProviders(): Promise<{ default: WalletProvidersComponent }> {
  return import('../wallet/wallet-providers').then(({ WalletProviders }) => ({ default: WalletProviders }));
}

export interface WalletGateProps {
  /** Before the visitor asks for the wallet: what stands for its controls; `start` loads them. */
  idle: (start: () => void) => ReactNode;
  /** While the wallet's code loads after the visitor asked for it. */
  loading: ReactNode;
  /**
   * Opens without a click when this browser had a wallet connected on its last visit
   * (`isWalletRemembered`), so that wagmi reconnects it and the controls show it.
   */
  openWhenRemembered?: boolean;
  /** The wallet's controls: lazy components, so that none of the wallet's code is in the first load. */
  children: ReactNode;
}

/**
 * Wallet controls whose code (wagmi, viem's clients, the connectors) loads only when the visitor asks
 * for them: `idle` until then, then the wallet's providers and `children`. Below providers that
 * already hold the wallet, `children` render as soon as their chunk is there, and a
 * click on the stand-in meanwhile is carried on. Once asked for, every gate of the page opens. A failed
 * load shows why, with Retry.
 */
export function WalletGate({ idle, loading, openWhenRemembered = false, children }: WalletGateProps) {
  const present = useContext(WalletProvidersPresent);
  const walletRequest = useContext(WalletRequestContext);
  const gateId = useId();
  const [remembered] = useState(() => openWhenRemembered && isWalletRemembered());
  if (!walletRequest) throw new Error('WalletGate needs BaseProviders or SuiteProviders above it');
  const standIn = walletRequest.requested ? loading : idle(() => walletRequest.request(gateId));
  if (!present && !walletRequest.requested && !remembered) return <>{standIn}</>;
  // Until the controls' chunk is there, a click on the stand-in is carried on once they are.
  return (
    <GateIdContext.Provider value={gateId}>
      <WalletProvidersLoader fallback={standIn} present={present}>
        {children}
      </WalletProvidersLoader>
    </GateIdContext.Provider>
  );
}

/**
 * The wallet's providers around `children`, loaded when this mounts (`fallback` meanwhile), for parts
 * of a page that need wallet hooks as soon as they show (a trading section, a deploy panel); the page's
 * gates open with it. Inside providers that already hold the wallet it renders `children` alone. A
 * failed load says why, with Retry.
 */
export function WalletScope({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const present = useContext(WalletProvidersPresent);
  const open = useContext(WalletRequestContext)?.open;
  // The wallet's code is on its way: the page's gates (the header's login button) show the real controls.
  useEffect(() => open?.(), [open]);
  return (
    <WalletProvidersLoader fallback={fallback} present={present}>
      {children}
    </WalletProvidersLoader>
  );
}

function WalletProvidersLoader({
  fallback,
  present,
  children,
}: {
  fallback: ReactNode;
  present: boolean;
  children: ReactNode;
}) {
  const [WalletProviders, retry] = useRetryableLazy(loadWalletProviders);
  const { t } = useSharedCatalog();
  return (
    <LoadBoundary title={t('walletLoadFailed')} onRetry={retry}>
      <Suspense fallback={fallback}>
        {present ? children : <WalletProviders>{children}</WalletProviders>}
      </Suspense>
    </LoadBoundary>
  );
}
