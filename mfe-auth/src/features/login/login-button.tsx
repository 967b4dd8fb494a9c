import { lazy } from 'react';
import { isWalletRemembered, useSession, useSignInOpener, WalletGate } from '@suite/shared/react';
import { LoginButtonView } from './login-button-view';
import { useAuthCatalog } from '../../i18n';

const WalletLoginButton = lazy(() => import('./wallet-login-button'));

/**
 * The Login / sign message / Logged button. Until the wallet is needed it is a stand-in without the
 * wallet's code (ADR 0015): "Login", or "Logged" while a wallet connected on the last visit is
 * reconnected. Pressing Login loads the wallet and opens its prompt; a wallet remembered from the
 * last visit loads at once. Needs `SuiteProviders` (or `BaseProviders`) around it.
 */
export function LoginButton({ compact = false }: { compact?: boolean }) {
  const { account } = useSession();
  const { t } = useAuthCatalog();
  const standIn = (onConnect: () => void, busy: boolean) => (
    <>
      <SignInOpener open={onConnect} />
      <LoginButtonView
        state={account && isWalletRemembered() ? 'logged' : 'connect'}
        progress={busy ? t('login.loadingWallet') : null}
        compact={compact}
        onConnect={onConnect}
        onSign={onConnect}
      />
    </>
  );
  return (
    <WalletGate
      idle={(start) => standIn(start, false)}
      loading={standIn(() => undefined, true)}
      openWhenRemembered
    >
      <WalletLoginButton compact={compact} />
    </WalletGate>
  );
}

/** A signed-out screen's Login (`SignInPrompt`) does what a click on this button does. */
function SignInOpener({ open }: { open: () => void }) {
  useSignInOpener(open);
  return null;
}
