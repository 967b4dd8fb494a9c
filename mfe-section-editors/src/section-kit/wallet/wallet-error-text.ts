import { useCallback } from 'react';
import { useWalletErrorMessage } from '@suite/shared/react';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';
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

/** The message of a wallet or chain error, as short as the library gives it. */
export function chainErrorMessage(error: unknown, t: SectionEditorsTranslate): string {
  if (typeof error === 'object' && error !== null) {
    if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage;
    if ('message' in error && typeof error.message === 'string') return error.message.split('\n')[0] ?? '';
  }
  return t('wallet.somethingWrong');
}
