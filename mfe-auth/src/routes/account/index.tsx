import { Alert, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { PageFrame, useApiErrorMessage, useSession } from '@suite/shared/react';
import { ClaimCampaignCard } from '../../features/campaign/claim-campaign-card';
import { LoginButton } from '../../features/login/login-button';
import { LinkedWalletsCard } from '../../features/wallets/linked-wallets-card';
import { SignOutCard } from '../../features/wallets/sign-out-card';
import { AccountProfileCards } from './account-profile-cards';
import { SignedInCard } from './signed-in-card';

/** `/u/account`: profile, store profile, NFT picture, linked wallets, sessions and the claim campaign. */
export function AccountRoute() {
  const errorMessage = useApiErrorMessage();
  const { account, error, isLoading } = useSession();
  return (
    <PageFrame title="Account" breadcrumbs={[{ key: 'account', title: 'Account' }]}>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Your account could not be loaded"
          description={errorMessage(error)}
        />
      ) : isLoading || account === undefined ? (
        <Skeleton active />
      ) : account === null ? (
        <Card>
          <Flex vertical align="start" gap={12}>
            <Typography.Text>Connect your wallet and sign the message to see your account.</Typography.Text>
            <Typography.Text type="secondary">
              No wallet yet? Wallet apps can create one for you, including with a social login or an e-mail.
            </Typography.Text>
            <LoginButton />
          </Flex>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <AccountProfileCards />
          <Col xs={24} lg={12}>
            <LinkedWalletsCard account={account} />
          </Col>
          <Col xs={24} lg={12}>
            <Flex vertical gap={16}>
              <SignedInCard account={account} />
              <SignOutCard />
              <ClaimCampaignCard />
            </Flex>
          </Col>
        </Row>
      )}
    </PageFrame>
  );
}
