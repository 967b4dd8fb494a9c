import { LoginButtonView } from './login-button-view';
import { useWalletSignIn } from './use-wallet-sign-in';

/** The login button wired to the wallet and the session. Needs `SuiteProviders` around it. */
export function LoginButton({ compact = false }: { compact?: boolean }) {
  const { state, progress, connect, signIn } = useWalletSignIn();
  return (
    <LoginButtonView
      state={state}
      progress={progress}
      compact={compact}
      onConnect={() => void connect()}
      onSign={() => void signIn()}
    />
  );
}
