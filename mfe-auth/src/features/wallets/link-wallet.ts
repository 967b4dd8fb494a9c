import { useState } from 'react';
import { useConnection, useSignMessage } from 'wagmi';
import { useApiClient, useFeedback, useWalletErrorMessage } from '@suite/shared/react';
import { useAccountMutations } from '../../api/sessions';
import { useAuthCatalog } from '../../i18n';

export type LinkWalletStep = 'connect' | 'switch' | 'sign';

/** What linking needs next: a connected wallet, then an account in it that is not linked yet. */
export function linkWalletStep(
  connected: string | null | undefined,
  linked: readonly string[],
): LinkWalletStep {
  if (!connected) return 'connect';
  return linked.some((address) => address.toLowerCase() === connected.toLowerCase()) ? 'switch' : 'sign';
}

/**
 * Link the wallet account now selected in the wallet: it signs the server's message, and
 * `add-account` with `link: true` adds it to the signed-in user.
 */
export function useLinkWallet(linked: readonly string[]) {
  const { address } = useConnection();
  const client = useApiClient();
  const { link } = useAccountMutations();
  const { mutateAsync: signMessage } = useSignMessage();
  const { message } = useFeedback();
  const walletError = useWalletErrorMessage();
  const { t } = useAuthCatalog();
  const [busy, setBusy] = useState(false);

  async function linkConnected() {
    if (!address) return;
    setBusy(true);
    try {
      const toSign = await client.user.messageToSign({ address });
      const signature = await signMessage({ message: toSign.message });
      await link(address, signature, toSign.nonce);
      message.success(t('wallets.linked'));
    } catch (error) {
      message.error(walletError(error, t('walletErrors.signatureRejected')));
    } finally {
      setBusy(false);
    }
  }

  return { address, step: linkWalletStep(address, linked), busy, linkConnected };
}
