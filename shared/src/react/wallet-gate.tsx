import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { LoadBoundary, useRetryableLazy } from './load-boundary';
import { isWalletRemembered } from './wallet-memory';

/** True below the wallet's providers (wagmi, react-query): wallet hooks work there. */
export const WalletProvidersPresent = createContext(false);

interface WalletRequest {
  /** Whether the visitor asked for the wallet on this page: its code is loaded, or loading. */
  requested: boolean;
  /** The visitor asks for the wallet (a click on gate `gateId`'s stand-in). */
  request: (gateId: string) => void;
  /** A part of the page that needs the wallet at once loads it: every gate opens too. */
  open: () => void;
  /** The gate whose stand-in was clicked: its control, once loaded, carries the click on (connect). */
  startPending: string | null;
  /** The control carried it on. */
  startDone: () => void;
}

const WalletRequestContext = createContext<WalletRequest | null>(null);

/** The gate a wallet control is in, so that only the clicked gate's control carries a click on. */
const GateIdContext = createContext<string | null>(null);

/** Remembers, for the whole page, that the visitor asked for the wallet (`BaseProviders` holds it). */
export function WalletRequestProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [startPending, setStartPending] = useState<string | null>(null);
  const value = useMemo<WalletRequest>(
    () => ({
      requested,
      request: (gateId) => {
        setRequested(true);
        setStartPending(gateId);
      },
      open: () => setRequested(true),
      startPending,
      startDone: () => setStartPending(null),
    }),
    [requested, startPending],
  );
  return <WalletRequestContext.Provider value={value}>{children}</WalletRequestContext.Provider>;
}

const NO_START = { pending: false, done: () => undefined };

/**
 * For a wallet control (a Connect button) that a click on its gate's stand-in stood in for:
 * `pending` until the control calls `done`, so it acts without a second click. Only the control of
 * the gate that was clicked sees it.
 */
export function useWalletStartRequest(): { pending: boolean; done: () => void } {
  const walletRequest = useContext(WalletRequestContext);
  const gateId = useContext(GateIdContext);
  if (!walletRequest || gateId === null) return NO_START;
  return { pending: walletRequest.startPending === gateId, done: walletRequest.startDone };
}

type WalletProvidersComponent = ComponentType<{ children: ReactNode }>;

function loadWalletProviders(): Promise<{ default: WalletProvidersComponent }> {
  return import('../wallet/wallet-providers');
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
  return (
    <LoadBoundary title="The wallet could not be loaded" onRetry={retry}>
      <Suspense fallback={fallback}>
        {present ? children : <WalletProviders>{children}</WalletProviders>}
      </Suspense>
    </LoadBoundary>
  );
}
