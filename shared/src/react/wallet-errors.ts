import { useCallback } from 'react';
import { useApiErrorMessage } from './api-error-message';
import { useSharedCatalog } from './i18n/shared-catalog';

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

/** The page found no wallet to connect (no connector, or none the browser offers). */
export class NoWalletError extends Error {
  override name = 'NoWalletError';
  constructor() {
    super('No wallet found in this browser');
  }
}

/** No wallet to connect: wagmi's injected connector found no `window.ethereum`, or a `NoWalletError`. */
export function isNoWallet(error: unknown): boolean {
  return causes(error).some(
    (cause) => hasName(cause, 'ProviderNotFoundError') || hasName(cause, 'NoWalletError'),
  );
}

/**
 * The text of a failed wallet request (connect, sign, switch network, approve, send) in the page's
 * language: no wallet, a refusal, viem's short message (as viem words it), or a failed API call on
 * the way by its reason (`useApiErrorMessage`). The one wording of wallet failures for every app;
 * `refused` says what a refusal means at the step that failed ("The payment was declined in your
 * wallet. Nothing was sent."), instead of the general "You rejected the request in your wallet".
 */
export function useWalletErrorMessage(): (error: unknown, refused?: string) => string {
  const { t } = useSharedCatalog();
  const apiMessage = useApiErrorMessage();
  return useCallback(
    (error: unknown, refused?: string) => {
      if (isNoWallet(error)) return t('walletErrors.noWallet');
      if (isUserRejection(error)) return refused ?? t('walletErrors.rejected');
      if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
        return error.shortMessage;
      }
      return apiMessage(error);
    },
    [t, apiMessage],
  );
}
