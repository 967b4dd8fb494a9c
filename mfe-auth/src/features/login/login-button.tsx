import { lazy, useState } from 'react';
import { isWalletRemembered, useSession, useSignInOpener, WalletGate } from '@suite/shared/react';
import { LoginButtonView } from './login-button-view';
import { useAuthCatalog } from '../../i18n';

const WalletLoginButton = lazy(() => import('./wallet-login-button'));

/**
 * The Login / sign message / Logged button. Until the wallet is needed it is a stand-in without the
 * wallet's code (ADR 0015): "Login", or "Logged" while a wallet connected on the last visit is
 * reconnected. Pressing Login loads the wallet and opens its prompt, or signs the message with the
 * wallet reconnected meanwhile; a wallet remembered from the last visit loads at once. Needs
 * `SuiteProviders` (or `BaseProviders`) around it.
 */
export function LoginButton({ compact = false }: { compact?: boolean }) {
  const { account } = useSession();
  const { t } = useAuthCatalog();
  // A click before the wallet's code is there, kept here for the button that replaces the stand-in:
  // the gate's own memory of it ends once wagmi connects a wallet, and it holds no click made while
  // the code was already loading (a signed-out screen's Login, with a section having asked for the wallet).
  const [queuedClick, setQueuedClick] = useState(false);
  const standIn = (load: () => void, busy: boolean) => {
    const click = () => {
      setQueuedClick(true);
      load();
    };
    return (
      <>
        <SignInOpener open={click} busy={queuedClick} />
        <LoginButtonView
          state={account && isWalletRemembered() ? 'logged' : 'connect'}
          progress={busy ? t('login.loadingWallet') : null}
          compact={compact}
          onConnect={click}
          onSign={click}
        />
      </>
    );
  };
  return (
    <WalletGate
      idle={(start) => standIn(start, false)}
      // Already loading: the click only waits for it.
      loading={standIn(() => undefined, true)}
      openWhenRemembered
    >
      <WalletLoginButton
        compact={compact}
        queuedClick={queuedClick}
        onQueuedClickTaken={() => setQueuedClick(false)}
      />
    </WalletGate>
  );
}

/** A signed-out screen's Login (`SignInPrompt`) does what a click on this button does. */
function SignInOpener({ open, busy }: { open: () => void; busy: boolean }) {
  useSignInOpener(open, busy);
  return null;
}
