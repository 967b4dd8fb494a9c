import { apiErrorMessage } from '@suite/shared/client';

export const NO_WALLET_MESSAGE = 'No wallet found in this browser';
export const WALLET_REQUEST_REJECTED_MESSAGE = 'You rejected the request in your wallet';

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && chain.length < 10) {
    chain.push(current);
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return chain;
}

function hasName(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

/** EIP-1193 code 4001: the user said no in the wallet. */
export function isUserRejection(error: unknown): boolean {
  return causes(error).some(
    (cause) =>
      hasName(cause, 'UserRejectedRequestError') ||
      (typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === 4001),
  );
}

/** wagmi's injected connector found no `window.ethereum`. */
export function isNoWallet(error: unknown): boolean {
  return causes(error).some((cause) => hasName(cause, 'ProviderNotFoundError'));
}

/**
 * The text to show for a failed wallet request (connect, switch network, approve, send): no wallet,
 * a rejection, viem's short message, or a failed API call on the way as `apiMessage` words it (a
 * component passes `useApiErrorMessage()`'s, in the page's language).
 */
export function walletErrorMessage(
  error: unknown,
  apiMessage: (error: unknown) => string = apiErrorMessage,
): string {
  if (isNoWallet(error)) return NO_WALLET_MESSAGE;
  if (isUserRejection(error)) return WALLET_REQUEST_REJECTED_MESSAGE;
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return error.shortMessage;
  }
  return apiMessage(error);
}
