import { Card, Col, Flex, Row, Typography } from 'antd';
import { firstCheckScreen, PageFrame, SignedInPage } from '@suite/shared/react';
import { ClaimCampaignCard } from '../../features/campaign/claim-campaign-card';
import { LoginButton } from '../../features/login/login-button';
import { LinkedWalletsCard } from '../../features/wallets/linked-wallets-card';
import { SignOutCard } from '../../features/wallets/sign-out-card';
import { useAuthCatalog } from '../../i18n';
import { AccountProfileCards } from './account-profile-cards';
import { SignedInCard } from './signed-in-card';

/**
 * `/u/account`: profile, store profile, NFT picture, linked wallets, sessions and the claim campaign.
 * Once shown, it stays with what was typed when the session is lost or cannot be checked.
 */
export function AccountRoute() {
  const { t } = useAuthCatalog();
  return (
    <PageFrame title={t('account.title')} breadcrumbs={[{ key: 'account', title: t('account.title') }]}>
      <SignedInPage
        firstCheck={firstCheckScreen(
          t('account.loadFailed'),
          <Card>
            <Flex vertical align="start" gap={12}>
              <Typography.Text>{t('account.signInToSee')}</Typography.Text>
              <Typography.Text type="secondary">{t('account.noWalletYet')}</Typography.Text>
              <LoginButton />
            </Flex>
          </Card>,
        )}
      >
        {(account) => (
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
      </SignedInPage>
    </PageFrame>
  );
}
