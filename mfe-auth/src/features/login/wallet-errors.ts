import { useCallback } from 'react';
import { isNoWallet, isUserRejection, useWalletErrorMessage } from '@suite/shared/react';
import { useAuthCatalog } from '../../i18n';

/**
 * The text of a failed step of connecting or signing in: a refusal says which request was refused,
 * anything else as the suite words wallet failures (`useWalletErrorMessage`).
 */
export function useSignInErrorMessage(): (error: unknown, step: 'connect' | 'sign') => string {
  const { t } = useAuthCatalog();
  const walletError = useWalletErrorMessage();
  return useCallback(
    (error: unknown, step: 'connect' | 'sign') => {
      if (isNoWallet(error) || !isUserRejection(error)) return walletError(error);
      return step === 'connect' ? t('walletErrors.connectionRejected') : t('walletErrors.signatureRejected');
    },
    [t, walletError],
  );
}
