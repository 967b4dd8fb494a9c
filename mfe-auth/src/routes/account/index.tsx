import { Alert, Card, Descriptions, Flex, List, Skeleton, Typography } from 'antd';
import { apiErrorMessage } from '@suite/shared/client';
import { PageFrame, useSession } from '@suite/shared/react';
import { displayAddress } from '../../features/account-area/display-address';
import { LoginButton } from '../../features/login/login-button';

/** `/u/account`: who is signed in, and with which wallet addresses. */
export function AccountRoute() {
  const { account, error, isLoading } = useSession();
  return (
    <PageFrame title="Account" breadcrumbs={[{ key: 'account', title: 'Account' }]}>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Your account could not be loaded"
          description={apiErrorMessage(error)}
        />
      ) : isLoading || account === undefined ? (
        <Skeleton active />
      ) : account === null ? (
        <Card>
          <Flex vertical align="start" gap={12}>
            <Typography.Text>Connect your wallet and sign the message to see your account.</Typography.Text>
            <LoginButton />
          </Flex>
        </Card>
      ) : (
        <Card>
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
          <List
            header={<Typography.Text strong>Wallet addresses</Typography.Text>}
            dataSource={account.user.addresses}
            renderItem={(address) => (
              <List.Item>
                <Typography.Text copyable>{displayAddress(address).full}</Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      )}
    </PageFrame>
  );
}
