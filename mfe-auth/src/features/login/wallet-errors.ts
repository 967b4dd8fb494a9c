export const NO_WALLET_MESSAGE = 'No wallet found in this browser';
export const SIGNATURE_REJECTED_MESSAGE = 'Signature request was rejected';
export const CONNECTION_REJECTED_MESSAGE = 'Connection request was rejected';

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
 * The text to show for a failed step of connecting or signing in; a failed API call as `errorMessage`
 * words it (the hook's `useApiErrorMessage()`).
 */
export function signInErrorMessage(
  error: unknown,
  step: 'connect' | 'sign',
  errorMessage: (error: unknown) => string,
): string {
  if (isNoWallet(error)) return NO_WALLET_MESSAGE;
  if (isUserRejection(error))
    return step === 'connect' ? CONNECTION_REJECTED_MESSAGE : SIGNATURE_REJECTED_MESSAGE;
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return error.shortMessage;
  }
  return errorMessage(error);
}
