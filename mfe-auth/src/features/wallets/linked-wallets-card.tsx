import { lazy } from 'react';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import Popconfirm from 'antd/es/popconfirm';
import type { AuthenticatedAccount } from '@suite/shared';
import { copyableText, RowList, useApiErrorMessage, useFeedback, WalletGate } from '@suite/shared/react';
import { useAccountMutations } from '../../api/sessions';
import { useAuthCatalog, type AuthTranslate } from '../../i18n';
import { displayAddress } from '../account-area/display-address';
import { ConnectToLink } from './connect-to-link';

const LinkAnotherWallet = lazy(() => import('./link-another-wallet'));

/** Why a wallet cannot be removed, or null when it can. */
export function removeBlockedReason(
  account: AuthenticatedAccount,
  address: string,
  t: AuthTranslate,
): string | null {
  if (account.user.addresses.length <= 1) return t('wallets.lastWallet');
  if (address.toLowerCase() === account.address.toLowerCase()) return t('wallets.sessionWallet');
  return null;
}

/**
 * The user's wallets: link another one by signing with it (the wallet's code loads when asked for),
 * remove one (never the last).
 */
export function LinkedWalletsCard({ account }: { account: AuthenticatedAccount }) {
  const errorMessage = useApiErrorMessage();
  const { t } = useAuthCatalog();
  const { message } = useFeedback();
  const { remove } = useAccountMutations();

  async function removeWallet(address: string) {
    try {
      await remove(address);
      message.success(t('wallets.removed'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Card title={t('wallets.title')}>
      <RowList
        items={account.user.addresses}
        rowKey={(address) => address}
        renderRow={(address) => {
          const { full } = displayAddress(address);
          const blocked = removeBlockedReason(account, address, t);
          return {
            content: (
              <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
                <Typography.Text copyable={copyableText()} style={{ wordBreak: 'break-all' }}>
                  {full}
                </Typography.Text>
                {address.toLowerCase() === account.address.toLowerCase() && (
                  <Tag>{t('wallets.thisSession')}</Tag>
                )}
              </Flex>
            ),
            actions: blocked ? (
              <Tooltip title={blocked}>
                <Button
                  size="small"
                  disabled
                  aria-label={t('wallets.removeNamed', { address: full })}
                  aria-description={blocked}
                >
                  {t('wallets.remove')}
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm
                title={t('wallets.removeConfirm')}
                okText={t('wallets.remove')}
                onConfirm={() => removeWallet(address)}
              >
                <Button size="small" danger aria-label={t('wallets.removeNamed', { address: full })}>
                  {t('wallets.remove')}
                </Button>
              </Popconfirm>
            ),
          };
        }}
      />
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Typography.Text strong>{t('wallets.linkAnother')}</Typography.Text>
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
