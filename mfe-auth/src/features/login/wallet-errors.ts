import type { AuthTranslate } from '../../i18n';

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
  t: AuthTranslate,
): string {
  if (isNoWallet(error)) return t('walletErrors.noWallet');
  if (isUserRejection(error))
    return step === 'connect' ? t('walletErrors.connectionRejected') : t('walletErrors.signatureRejected');
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return error.shortMessage;
  }
  return errorMessage(error);
}
