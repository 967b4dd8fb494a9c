import { Card, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { AuthenticatedAccount } from '@suite/shared';
import { copyableText } from '@suite/shared/react';
import { displayAddress } from '../../features/account-area/display-address';
import { useAuthCatalog } from '../../i18n';

/** Which wallet this session signed in with. */
export function SignedInCard({ account }: { account: AuthenticatedAccount }) {
  const { t } = useAuthCatalog();
  return (
    <Card title={t('signedIn.title')}>
      <Descriptions
        column={1}
        items={[
          {
            key: 'signed-in-with',
            label: t('signedIn.with'),
            children: (
              <Typography.Text copyable={copyableText()}>
                {displayAddress(account.address).full}
              </Typography.Text>
            ),
          },
          {
            key: 'username',
            label: t('signedIn.username'),
            children: account.user.username ?? t('signedIn.notSet'),
          },
        ]}
      />
    </Card>
  );
}
