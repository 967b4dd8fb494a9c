import { useState } from 'react';
import { App, Button, Card, Flex, List, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { AuthenticatedAccount } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useAccountMutations } from '../../api/sessions';
import { displayAddress } from '../account-area/display-address';
import { ConnectWalletDialog } from '../login/connect-wallet-dialog';
import { useWalletSignIn } from '../login/use-wallet-sign-in';
import { useLinkWallet } from './link-wallet';

export const LAST_WALLET_REASON = 'A user must keep at least one wallet';
export const SESSION_WALLET_REASON =
  'You signed in with this wallet: sign in with another of your wallets to remove it';

/** Why a wallet cannot be removed, or null when it can. */
export function removeBlockedReason(account: AuthenticatedAccount, address: string): string | null {
  if (account.user.addresses.length <= 1) return LAST_WALLET_REASON;
  if (address.toLowerCase() === account.address.toLowerCase()) return SESSION_WALLET_REASON;
  return null;
}

/** The user's wallets: link another one by signing with it, remove one (never the last). */
export function LinkedWalletsCard({ account }: { account: AuthenticatedAccount }) {
  const { message } = App.useApp();
  const { remove } = useAccountMutations();
  const wallet = useWalletSignIn();
  const [choosing, setChoosing] = useState(false);
  const linking = useLinkWallet(account.user.addresses);

  async function removeWallet(address: string) {
    try {
      await remove(address);
      message.success('Wallet removed');
    } catch (error) {
      message.error(apiErrorMessage(error));
    }
  }

  return (
    <Card title="Linked wallets">
      <List
        dataSource={account.user.addresses}
        renderItem={(address) => {
          const { full } = displayAddress(address);
          const blocked = removeBlockedReason(account, address);
          return (
            <List.Item
              actions={[
                blocked ? (
                  <Tooltip key="remove" title={blocked}>
                    <Button size="small" disabled aria-label={`Remove ${full}`} aria-description={blocked}>
                      Remove
                    </Button>
                  </Tooltip>
                ) : (
                  <Popconfirm
                    key="remove"
                    title="Remove this wallet from your account?"
                    okText="Remove"
                    onConfirm={() => removeWallet(address)}
                  >
                    <Button size="small" danger aria-label={`Remove ${full}`}>
                      Remove
                    </Button>
                  </Popconfirm>
                ),
              ]}
            >
              <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
                <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                  {full}
                </Typography.Text>
                {address.toLowerCase() === account.address.toLowerCase() && <Tag>This session</Tag>}
              </Flex>
            </List.Item>
          );
        }}
      />
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Typography.Text strong>Link another wallet</Typography.Text>
        {linking.step === 'connect' && (
          <>
            <Typography.Text type="secondary">
              Connect your wallet to link another of its accounts.
            </Typography.Text>
            <Button style={{ alignSelf: 'start' }} onClick={() => setChoosing(true)}>
              Connect wallet
            </Button>
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
      </Flex>
    </Card>
  );
}
