import { useEffect, useState } from 'react';
import { useSignInOpener, useWalletStartRequest } from '@suite/shared/react';
import { ConnectWalletDialog } from './connect-wallet-dialog';
import { LoginButtonView } from './login-button-view';
import { useWalletSignIn } from './use-wallet-sign-in';

/**
 * The login button wired to the wallet and the session: the wallet's code, loaded by `LoginButton`
 * once needed. A click on the stand-in it replaces is carried on: the wallet prompt opens.
 */
export default function WalletLoginButton({ compact = false }: { compact?: boolean }) {
  const wallet = useWalletSignIn();
  const { state, progress, signIn } = wallet;
  const [choosing, setChoosing] = useState(false);
  const start = useWalletStartRequest();
  // A signed-out screen's Login (`SignInPrompt`) does what a click here does.
  useSignInOpener(() => {
    if (state === 'connect') setChoosing(true);
    else if (state === 'sign') void signIn();
  });
  useEffect(() => {
    if (!start.pending) return;
    start.done();
    if (state === 'connect') setChoosing(true);
  }, [start, state]);
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
