import * as z from 'zod/v4';

/**
 * The wallets a visitor may connect besides the browser's injected one. Each is present only when the
 * deployment configured it; a connector that is not configured is hidden, never shown broken.
 */
export const WalletConnectorsSchema = z.object({
  /** WalletConnect (QR code / mobile wallets): its Reown project id, which is public by design. */
  walletConnect: z.object({ projectId: z.string() }).nullable(),
  /** Coinbase Wallet (and the smart wallets created with an e-mail or a passkey). */
  coinbaseWallet: z.object({ appName: z.string() }).nullable(),
});
export type WalletConnectors = z.infer<typeof WalletConnectorsSchema>;
