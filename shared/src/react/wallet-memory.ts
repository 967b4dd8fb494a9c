import { safeStorage } from './safe-storage';

// The wallet's code (wagmi, viem's clients, react-query) loads only when a page needs it (ADR 0015).
// What the rest of the page needs to know of the wallet meanwhile lives here, without that code:
// whether a wallet was connected on an earlier visit (so its controls load at once and wagmi
// reconnects it), and how to disconnect it on sign-out when its code is loaded.

const REMEMBERED_KEY = 'suite.wallet.connected';

/** Whether this browser had a wallet connected when the page was last left. */
export function isWalletRemembered(): boolean {
  return safeStorage('local').getItem(REMEMBERED_KEY) === '1';
}

/** The wallet's providers note a connection, and its end, for the next visit. */
export function rememberWallet(connected: boolean): void {
  if (connected) safeStorage('local').setItem(REMEMBERED_KEY, '1');
  else safeStorage('local').removeItem(REMEMBERED_KEY);
}

let disconnectLoaded: (() => Promise<void>) | undefined;

/** Set by the wallet's providers when their code loads: how to disconnect the connected wallet. */
export function setWalletDisconnect(disconnect: () => Promise<void>): void {
  disconnectLoaded = disconnect;
}

/**
 * Disconnects the wallet (sign-out): through wagmi when its code is loaded; either way the page
 * forgets the connection, so the next visit does not reconnect it.
 */
export async function disconnectWallet(): Promise<void> {
  rememberWallet(false);
  await disconnectLoaded?.().catch(() => undefined);
}
