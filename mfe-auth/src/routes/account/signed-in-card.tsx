import { Card, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { AuthenticatedAccount } from '@suite/shared';
import { displayAddress } from '../../features/account-area/display-address';

/** Which wallet this session signed in with. */
export function SignedInCard({ account }: { account: AuthenticatedAccount }) {
  return (
    <Card title="Signed in">
      <Descriptions
        column={1}
        items={[
          {
            key: 'signed-in-with',
            label: 'Signed in with',
            children: <Typography.Text copyable>{displayAddress(account.address).full}</Typography.Text>,
          },
          { key: 'username', label: 'Username', children: account.user.username ?? 'Not set' },
        ]}
      />
    </Card>
  );
}
