import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ErrorAlert } from './error-alert';

/** True below the wallet's providers (wagmi, react-query): wallet hooks work there. */
export const WalletProvidersPresent = createContext(false);

interface WalletRequest {
  /** Whether the visitor asked for the wallet on this page: its code is loaded, or loading. */
  requested: boolean;
  /** The visitor asks for the wallet (a "Connect wallet" click). */
  request: () => void;
  /** Asked for by a click that a wallet control, once loaded, should carry on (connect). */
  startPending: boolean;
  /** The control carried it on. */
  startDone: () => void;
}

const WalletRequestContext = createContext<WalletRequest | null>(null);

/** Remembers, for the whole page, that the visitor asked for the wallet (`BaseProviders` holds it). */
export function WalletRequestProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [startPending, setStartPending] = useState(false);
  const value = useMemo<WalletRequest>(
    () => ({
      requested,
      request: () => {
        setRequested(true);
        setStartPending(true);
      },
      startPending,
      startDone: () => setStartPending(false),
    }),
    [requested, startPending],
  );
  return <WalletRequestContext.Provider value={value}>{children}</WalletRequestContext.Provider>;
}

const NO_START = { pending: false, done: () => undefined };

/**
 * For a wallet control (a Connect button) that a click outside the wallet's code stood in for:
 * `pending` until the control calls `done`, so it connects without a second click.
 */
export function useWalletStartRequest(): { pending: boolean; done: () => void } {
  const walletRequest = useContext(WalletRequestContext);
  if (!walletRequest) return NO_START;
  return { pending: walletRequest.startPending, done: walletRequest.startDone };
}

type WalletProvidersComponent = ComponentType<{ children: ReactNode }>;

function lazyWalletProviders() {
  return lazy<WalletProvidersComponent>(() => import('./wallet-providers'));
}

class WalletLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorAlert
        title="The wallet could not be loaded"
        error={this.state.error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

export interface WalletGateProps {
  /** Before the visitor asks for the wallet: what stands for its controls; `start` loads them. */
  idle: (start: () => void) => ReactNode;
  /** While the wallet's code loads after the visitor asked for it. */
  loading: ReactNode;
  /** The wallet's controls: lazy components, so that none of the wallet's code is in the first load. */
  children: ReactNode;
}

/**
 * Wallet controls whose code (wagmi, viem's clients, the connectors) loads only when the visitor asks
 * for them: `idle` until then, then the wallet's providers and `children`. Below providers that
 * already hold the wallet (`SuiteProviders`), `children` render as soon as their chunk is there, and a
 * click on the stand-in meanwhile is carried on. Once asked for, every gate of the page opens. A failed
 * load shows why, with Retry.
 */
export function WalletGate({ idle, loading, children }: WalletGateProps) {
  const present = useContext(WalletProvidersPresent);
  const walletRequest = useContext(WalletRequestContext);
  const [WalletProviders, setWalletProviders] = useState(lazyWalletProviders);
  if (!walletRequest) throw new Error('WalletGate needs BaseProviders or SuiteProviders above it');
  const standIn = walletRequest.requested ? loading : idle(walletRequest.request);
  if (!present && !walletRequest.requested) return <>{standIn}</>;
  // Until the controls' chunk is there, a click on the stand-in is carried on once they are.
  return (
    <WalletLoadBoundary onRetry={() => setWalletProviders(lazyWalletProviders)}>
      <Suspense fallback={standIn}>
        {present ? children : <WalletProviders>{children}</WalletProviders>}
      </Suspense>
    </WalletLoadBoundary>
  );
}
