import { useState } from 'react';
import { useConnect, useConnection, useConnectors, useSignMessage } from 'wagmi';
import {
  announceSessionChanged,
  loadWalletConnector,
  NoWalletError,
  useApiClient,
  useFeedback,
  useSession,
  useWalletErrorMessage,
  useWalletOptions,
  type WalletOption,
  type WalletOptionId,
} from '@suite/shared/react';
import { loginButtonState, type LoginButtonState } from './login-button-state';
import { useAuthCatalog } from '../../i18n';

export interface WalletSignIn {
  state: LoginButtonState;
  progress: string | null;
  /** The ways to connect this deployment offers (the injected wallet, and the configured others). */
  options: WalletOption[];
  /** The option being connected, while its wallet asks the user. */
  connecting: WalletOptionId | null;
  /** Connects with one option; resolves true once connected. */
  connect: (option: WalletOptionId) => Promise<boolean>;
  signIn: () => Promise<void>;
}

/**
 * Sign-in by wallet: connect a wallet (the injected one, or WalletConnect / Coinbase Wallet where the
 * deployment configured them), then sign the server's SIWE message and hand the
 * signature to the API, which sets the session cookie.
 */
export function useWalletSignIn(): WalletSignIn {
  const { address: connectedAddress } = useConnection();
  const { account, revalidate } = useSession();
  const client = useApiClient();
  const connectors = useConnectors();
  const { mutateAsync: connectWallet } = useConnect();
  const { mutateAsync: signMessage } = useSignMessage();
  const { message } = useFeedback();
  const walletError = useWalletErrorMessage();
  const { t } = useAuthCatalog();
  const [progress, setProgress] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<WalletOptionId | null>(null);
  const { options, configured } = useWalletOptions();

  async function connect(option: WalletOptionId): Promise<boolean> {
    const [injected] = connectors;
    if (option === 'injected' && !injected) {
      message.error(walletError(new NoWalletError()));
      return false;
    }
    setProgress(t('progress.connecting'));
    setConnecting(option);
    try {
      const connector =
        option === 'injected' || !configured ? injected : await loadWalletConnector(option, configured);
      if (!connector) throw new NoWalletError();
      await connectWallet({ connector });
      return true;
    } catch (error) {
      message.error(walletError(error, t('walletErrors.connectionRejected')));
      return false;
    } finally {
      setProgress(null);
      setConnecting(null);
    }
  }

  async function signIn() {
    if (!connectedAddress) return;
    try {
      setProgress(t('progress.requestingMessage'));
      const toSign = await client.user.messageToSign({ address: connectedAddress });
      setProgress(t('progress.signing'));
      const signature = await signMessage({ message: toSign.message });
      setProgress(t('progress.verifying'));
      await client.user.addAccount({ address: connectedAddress, signature, nonce: toSign.nonce });
      announceSessionChanged();
      await revalidate();
    } catch (error) {
      message.error(walletError(error, t('walletErrors.signatureRejected')));
    } finally {
      setProgress(null);
    }
  }

  return {
    state: loginButtonState({ connectedAddress, sessionAddress: account?.address }),
    progress,
    options,
    connecting,
    connect,
    signIn,
  };
}
