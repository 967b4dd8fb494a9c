import { useRef, useState } from 'react';
import type { Address } from 'viem';
import { useConnect, useConnection, useConnectors, useSignMessage } from 'wagmi';
import {
  announceSessionChanged,
  confirmLeaveUnsaved,
  fetchSession,
  isWalletRemembered,
  loadWalletConnector,
  NoWalletError,
  useApiClientContext,
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
  /**
   * Whether wagmi is still connecting a wallet, such as the one remembered from the last visit: until
   * it is done, `state` may read 'connect' for a wallet about to be connected.
   */
  settling: boolean;
  /** Connects with one option; resolves true once connected. */
  connect: (option: WalletOptionId) => Promise<boolean>;
  /**
   * Signs the message with the connected wallet. A wallet that is not the signed-in user's signs
   * another user in, which replaces the page, so unsaved changes make it ask 'Leave without saving' first.
   * Nothing while a sign-in is going on: a second message and a second signature would open a second session.
   */
  signIn: () => void;
}

/**
 * Sign-in by wallet: connect a wallet (the injected one, or WalletConnect / Coinbase Wallet where the
 * deployment configured them), then sign the server's SIWE message and hand the
 * signature to the API, which sets the session cookie.
 */
export function useWalletSignIn(): WalletSignIn {
  const { address: connectedAddress, status } = useConnection();
  const { account, revalidate } = useSession();
  const { client, apiBaseUrl } = useApiClientContext();
  const connectors = useConnectors();
  const { mutateAsync: connectWallet } = useConnect();
  const { mutateAsync: signMessage } = useSignMessage();
  const { message, modal } = useFeedback();
  const walletError = useWalletErrorMessage();
  const { t } = useAuthCatalog();
  const [progress, setProgress] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<WalletOptionId | null>(null);
  // Set at once (the state is read on the next render): a second press in the same tick is refused too.
  const signing = useRef(false);
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

  function signIn() {
    const address = connectedAddress;
    if (!address || signing.current) return;
    // A wallet of another user signs that user in: the server revokes this session and the page is
    // remounted for them (`SignedInPage`), so what is typed in it goes, as with Log out. Another of
    // the user's own wallets keeps the user; with nobody signed in there is nothing to lose.
    const switchesUser = account
      ? !account.user.addresses.some((linked) => linked.toLowerCase() === address.toLowerCase())
      : false;
    if (switchesUser) confirmLeaveUnsaved(modal, () => void signInWith(address));
    else void signInWith(address);
  }

  async function signInWith(address: Address) {
    if (signing.current) return;
    signing.current = true;
    try {
      setProgress(t('progress.requestingMessage'));
      const toSign = await client.user.messageToSign({ address });
      setProgress(t('progress.signing'));
      const signature = await signMessage({ message: toSign.message });
      setProgress(t('progress.verifying'));
      await client.user.addAccount({ address, signature, nonce: toSign.nonce });
      announceSessionChanged();
      // The API answered with its session cookie. A browser that refuses it (cookies blocked, or an API
      // on another site than this page) sends none back, and the page would stay signed out silently.
      const kept = await fetchSession(client);
      await revalidate(kept, { revalidate: false });
      if (kept === null) sessionNotKept();
    } catch (error) {
      message.error(walletError(error, t('walletErrors.signatureRejected')));
    } finally {
      signing.current = false;
      setProgress(null);
    }
  }

  /** Says why the page is still signed out after the API signed the wallet in. */
  function sessionNotKept() {
    // An empty base is the page's own origin.
    const apiOrigin = new URL(apiBaseUrl, window.location.href).origin;
    modal.error({
      title: t('sessionNotKept.title'),
      content:
        apiOrigin === window.location.origin
          ? t('sessionNotKept.here')
          : t('sessionNotKept.elsewhere', { origin: apiOrigin }),
    });
  }

  return {
    state: loginButtonState({ connectedAddress, sessionAddress: account?.address }),
    progress,
    options,
    connecting,
    // Until the providers start reconnecting it, a remembered wallet reads 'disconnected'.
    settling:
      status === 'reconnecting' ||
      status === 'connecting' ||
      (status === 'disconnected' && isWalletRemembered()),
    connect,
    signIn,
  };
}
