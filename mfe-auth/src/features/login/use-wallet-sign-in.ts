import { useState } from 'react';
import { App } from 'antd';
import { useConnect, useConnection, useConnectors, useSignMessage } from 'wagmi';
import { announceSessionChanged, useApiClient, useSession } from '@suite/shared/react';
import { loginButtonState, type LoginButtonState } from './login-button-state';
import { NO_WALLET_MESSAGE, signInErrorMessage } from './wallet-errors';

const PROGRESS = {
  connecting: 'Connecting your wallet…',
  requestingMessage: 'Preparing the message to sign…',
  signing: 'Waiting for the signature in your wallet…',
  verifying: 'Signing in…',
} as const;

export interface WalletSignIn {
  state: LoginButtonState;
  progress: string | null;
  connect: () => Promise<void>;
  signIn: () => Promise<void>;
}

/**
 * Sign-in by wallet: connect the injected wallet, then sign the server's SIWE message and hand the
 * signature to the API, which sets the session cookie.
 */
export function useWalletSignIn(): WalletSignIn {
  const { address: connectedAddress } = useConnection();
  const { account, revalidate } = useSession();
  const client = useApiClient();
  const connectors = useConnectors();
  const { mutateAsync: connectWallet } = useConnect();
  const { mutateAsync: signMessage } = useSignMessage();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<string | null>(null);

  async function connect() {
    const [injected] = connectors;
    if (!injected) {
      message.error(NO_WALLET_MESSAGE);
      return;
    }
    setProgress(PROGRESS.connecting);
    try {
      await connectWallet({ connector: injected });
    } catch (error) {
      message.error(signInErrorMessage(error, 'connect'));
    } finally {
      setProgress(null);
    }
  }

  async function signIn() {
    if (!connectedAddress) return;
    try {
      setProgress(PROGRESS.requestingMessage);
      const toSign = await client.user.messageToSign({ address: connectedAddress });
      setProgress(PROGRESS.signing);
      const signature = await signMessage({ message: toSign.message });
      setProgress(PROGRESS.verifying);
      await client.user.addAccount({ address: connectedAddress, signature });
      announceSessionChanged();
      await revalidate();
    } catch (error) {
      message.error(signInErrorMessage(error, 'sign'));
    } finally {
      setProgress(null);
    }
  }

  return {
    state: loginButtonState({
      connectedAddress,
      sessionAddress: account?.address,
      linkedAddresses: account?.user.addresses,
    }),
    progress,
    connect,
    signIn,
  };
}
