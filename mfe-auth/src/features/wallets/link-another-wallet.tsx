import { useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import type { AuthenticatedAccount } from '@suite/shared';
import { useWalletStartRequest } from '@suite/shared/react';
import { useAuthCatalog } from '../../i18n';
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
  const { t } = useAuthCatalog();
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
          {t('wallets.switchAccount')}
        </Typography.Text>
      )}
      {linking.step === 'sign' && linking.address && (
        <>
          <Typography.Text role="status">
            {t('wallets.notLinkedYet', { address: displayAddress(linking.address).full })}
          </Typography.Text>
          <Button
            type="primary"
            style={{ alignSelf: 'start' }}
            loading={linking.busy}
            onClick={() => void linking.linkConnected()}
          >
            {t('wallets.signToLink')}
          </Button>
        </>
      )}
    </>
  );
}
