import { useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import type { AuthenticatedAccount } from '@suite/shared';
import { useWalletStartRequest } from '@suite/shared/react';
import { displayAddress } from '../account-area/display-address';
import { ConnectWalletDialog } from '../login/connect-wallet-dialog';
import { useWalletSignIn } from '../login/use-wallet-sign-in';
import { ConnectToLink } from './connect-to-link';
import { useLinkWallet } from './link-wallet';

/**
 * Linking a wallet with the wallet's code loaded: connect, switch to an account not linked yet, sign.
 * A click on the Connect wallet stand-in it replaces is carried on: the wallet prompt opens.
 */
export default function LinkAnotherWallet({ account }: { account: AuthenticatedAccount }) {
  const wallet = useWalletSignIn();
  const [choosing, setChoosing] = useState(false);
  const linking = useLinkWallet(account.user.addresses);
  const start = useWalletStartRequest();
  useEffect(() => {
    if (!start.pending) return;
    start.done();
    if (linking.step === 'connect') setChoosing(true);
  }, [start, linking.step]);

  return (
    <>
      {linking.step === 'connect' && (
        <>
          <ConnectToLink onConnect={() => setChoosing(true)} />
          <ConnectWalletDialog open={choosing} wallet={wallet} onClose={() => setChoosing(false)} />
        </>
      )}
      {linking.step === 'switch' && (
        <Typography.Text type="secondary" role="status">
          Switch to another account in your wallet, then sign to link it here.
        </Typography.Text>
      )}
      {linking.step === 'sign' && linking.address && (
        <>
          <Typography.Text role="status">
            Your wallet is on {displayAddress(linking.address).full}, not linked yet.
          </Typography.Text>
          <Button
            type="primary"
            style={{ alignSelf: 'start' }}
            loading={linking.busy}
            onClick={() => void linking.linkConnected()}
          >
            Sign to link this wallet
          </Button>
        </>
      )}
    </>
  );
}
