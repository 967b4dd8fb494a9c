import { useCallback } from 'react';
import { useWalletErrorMessage } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';
import en from '../../locales/en.json';

/**
 * The visitor's wallet has no account connected to send from: its message is the English one;
 * shown, it is said in the page's language.
 */
export class WalletActionError extends Error {
  constructor(readonly reason: 'notConnected') {
    super(en.common.wallet[reason]);
  }
}

/**
 * The text of a failed wallet request (connect, switch network, approve, send) in the page's
 * language: no account connected (the section's own check) is said here, anything else as
 * the suite words wallet failures (`useWalletErrorMessage`).
 */
export function useWalletErrorText(): (error: unknown) => string {
  const { t } = useSectionEditorsCatalog();
  const walletError = useWalletErrorMessage();
  return useCallback(
    (error: unknown) =>
      error instanceof WalletActionError ? t(`common.wallet.${error.reason}`) : walletError(error),
    [t, walletError],
  );
}
