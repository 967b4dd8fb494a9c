import { useEffect, useRef, useState } from 'react';
import { useSignInOpener, useWalletStartRequest } from '@suite/shared/react';
import { ConnectWalletDialog } from './connect-wallet-dialog';
import { LoginButtonView } from './login-button-view';
import { useWalletSignIn } from './use-wallet-sign-in';

export interface WalletLoginButtonProps {
  compact?: boolean;
  /** A click made on `LoginButton`'s stand-in, or a signed-out screen's Login, while this loaded. */
  queuedClick?: boolean;
  /** The queued click was carried on. */
  onQueuedClickTaken?: () => void;
}

/**
 * The login button wired to the wallet and the session: the wallet's code, loaded by `LoginButton`
 * once needed. A click made while it loaded is carried on, once wagmi has reconnected any wallet
 * remembered from the last visit: the wallet prompt opens, or, with a wallet connected, the message
 * is signed.
 */
export default function WalletLoginButton({
  compact = false,
  queuedClick = false,
  onQueuedClickTaken,
}: WalletLoginButtonProps) {
  const wallet = useWalletSignIn();
  const { state, progress, settling, signIn } = wallet;
  const [choosing, setChoosing] = useState(false);
  const start = useWalletStartRequest();
  const click = () => {
    if (state === 'connect') setChoosing(true);
    else if (state === 'sign') signIn();
  };
  // A signed-out screen's Login (`SignInPrompt`) does what a click here does.
  useSignInOpener(click, progress !== null);
  const clicked = queuedClick || start.pending;
  // Taken once: React's strict mode runs a mounting effect twice, which would sign twice.
  const taken = useRef(false);
  useEffect(() => {
    if (!clicked) {
      taken.current = false;
      return;
    }
    // Until wagmi is done reconnecting a remembered wallet, 'connect' may be about to read 'sign'.
    if (settling || taken.current) return;
    taken.current = true;
    start.done();
    onQueuedClickTaken?.();
    click();
  });
  return (
    <>
      <LoginButtonView
        state={state}
        progress={choosing ? null : progress}
        compact={compact}
        onConnect={() => setChoosing(true)}
        onSign={signIn}
      />
      <ConnectWalletDialog open={choosing} wallet={wallet} onClose={() => setChoosing(false)} />
    </>
  );
}
