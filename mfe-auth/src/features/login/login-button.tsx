import { useState } from 'react';
import { ConnectWalletDialog } from './connect-wallet-dialog';
import { LoginButtonView } from './login-button-view';
import { useWalletSignIn } from './use-wallet-sign-in';

/** The login button wired to the wallet and the session. Needs `SuiteProviders` around it. */
export function LoginButton({ compact = false }: { compact?: boolean }) {
  const wallet = useWalletSignIn();
  const { state, progress, signIn } = wallet;
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <LoginButtonView
        state={state}
        progress={choosing ? null : progress}
        compact={compact}
        onConnect={() => setChoosing(true)}
        onSign={() => void signIn()}
      />
      <ConnectWalletDialog open={choosing} wallet={wallet} onClose={() => setChoosing(false)} />
    </>
  );
}
