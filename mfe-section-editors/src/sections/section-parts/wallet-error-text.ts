import { useCallback } from 'react';
import { isNoWallet, isUserRejection, useApiErrorMessage, walletErrorMessage } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';
import en from '../../locales/en.json';

/**
 * The visitor's wallet cannot send (none in the browser, or none connected): its message is the
 * English one; shown, it is said in the page's language.
 */
export class WalletActionError extends Error {
  constructor(readonly reason: 'noWallet' | 'notConnected') {
    super(en.common.wallet[reason]);
  }
}

/**
 * The text of a failed wallet request (connect, switch network, approve, send) in the page's
 * language: no wallet, none connected and a rejection are said here, the API's failures by their
 * reason; viem's messages as they come.
 */
export function useWalletErrorText(): (error: unknown) => string {
  const { t } = useSectionEditorsCatalog();
  const errorMessage = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof WalletActionError) return t(`common.wallet.${error.reason}`);
      if (isNoWallet(error)) return t('common.wallet.noWallet');
      if (isUserRejection(error)) return t('common.wallet.rejected');
      return walletErrorMessage(error, errorMessage);
    },
    [t, errorMessage],
  );
}
