import { lazy } from 'react';
import { App, Button, Card, Flex, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import List from 'antd/es/list';
import type { AuthenticatedAccount } from '@suite/shared';
import { useApiErrorMessage, WalletGate } from '@suite/shared/react';
import { useAccountMutations } from '../../api/sessions';
import { displayAddress } from '../account-area/display-address';
import { ConnectToLink } from './connect-to-link';

const LinkAnotherWallet = lazy(() => import('./link-another-wallet'));

export const LAST_WALLET_REASON = 'A user must keep at least one wallet';
export const SESSION_WALLET_REASON =
  'You signed in with this wallet: sign in with another of your wallets to remove it';

/** Why a wallet cannot be removed, or null when it can. */
export function removeBlockedReason(account: AuthenticatedAccount, address: string): string | null {
  if (account.user.addresses.length <= 1) return LAST_WALLET_REASON;
  if (address.toLowerCase() === account.address.toLowerCase()) return SESSION_WALLET_REASON;
  return null;
}

/**
 * The user's wallets: link another one by signing with it (the wallet's code loads when asked for),
 * remove one (never the last).
 */
export function LinkedWalletsCard({ account }: { account: AuthenticatedAccount }) {
  const errorMessage = useApiErrorMessage();
  const { message } = App.useApp();
  const { remove } = useAccountMutations();

  async function removeWallet(address: string) {
    try {
      await remove(address);
      message.success('Wallet removed');
    } catch (error) {
      message.error(errorMessage(error));
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
        <WalletGate
          idle={(start) => <ConnectToLink onConnect={start} />}
          loading={<ConnectToLink loading onConnect={() => undefined} />}
          openWhenRemembered
        >
          <LinkAnotherWallet account={account} />
        </WalletGate>
      </Flex>
    </Card>
  );
}
