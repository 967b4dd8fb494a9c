import { Card, Col, Skeleton } from 'antd';
import { ErrorAlert } from '@suite/shared/react';
import { useOwnProfile } from '../../api/profile';
import { useAuthCatalog } from '../../i18n';
import { NftProfileCard } from '../../features/nft-profile/nft-profile-card';
import { ProfileCard } from '../../features/profile/profile-card';
import { StoreProfileCard } from '../../features/profile/store-profile-card';

/** The cards that edit the profile, once it is loaded. */
export function AccountProfileCards() {
  const { t } = useAuthCatalog();
  const { data: profile, error, mutate } = useOwnProfile();
  if (error) {
    return (
      <Col span={24}>
        <ErrorAlert error={error} title={t('account.profileLoadFailed')} onRetry={() => void mutate()} />
      </Col>
    );
  }
  if (!profile) {
    return (
      <Col span={24}>
        <Card>
          <Skeleton active />
        </Card>
      </Col>
    );
  }
  return (
    <>
      <Col xs={24} lg={12}>
        <ProfileCard profile={profile} />
      </Col>
      <Col xs={24} lg={12}>
        <NftProfileCard profile={profile} />
      </Col>
      <Col span={24}>
        <StoreProfileCard profile={profile} />
      </Col>
    </>
  );
}
