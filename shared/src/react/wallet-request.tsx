// The page's memory of the visitor asking for the wallet, and whether the wallet's providers are
// mounted: read by the gates (wallet-gate.tsx) and by the providers themselves
// (`@suite/shared/wallet`), which load later, in their own chunk.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

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

export const WalletRequestContext = createContext<WalletRequest | null>(null);

/** The gate a wallet control is in, so that only the clicked gate's control carries a click on. */
export const GateIdContext = createContext<string | null>(null);

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
