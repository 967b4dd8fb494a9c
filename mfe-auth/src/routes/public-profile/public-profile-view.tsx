import { Alert, Avatar, Card, Flex, Skeleton, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Image from 'antd/es/image';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { apiErrorStatus } from '@suite/shared/client';
import { ErrorAlert, PageFrame, useFormat } from '@suite/shared/react';
import type { PublicProfile } from '@suite/shared';
import { usePublicProfile } from '../../api/profile';
import { NftAvatar } from '../../features/nft-profile/nft-avatar';
import { useAuthCatalog } from '../../i18n';

/** A public profile (`/u/{username}`): username, picture, bio and store profile; nothing private. */
export function PublicProfileView({ username }: { username: string }) {
  const { t } = useAuthCatalog();
  const { data, error, mutate } = usePublicProfile(username);
  return (
    <PageFrame
      title={`@${username}`}
      breadcrumbs={[{ key: 'profile', title: t('publicProfile.breadcrumb') }]}
    >
      {error && apiErrorStatus(error) === 404 ? (
        <Alert type="warning" showIcon title={t('publicProfile.notFound')} />
      ) : error ? (
        // Any other failure can pass (offline, the server down): Retry reads it again, no reload.
        <ErrorAlert error={error} title={t('publicProfile.loadFailed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <Card>
          <Skeleton avatar active />
        </Card>
      ) : (
        <ProfileDetails profile={data} />
      )}
    </PageFrame>
  );
}

function ProfileDetails({ profile }: { profile: PublicProfile }) {
  const { t } = useAuthCatalog();
  const format = useFormat();
  const store = profile.storeProfile;
  const storeItems = [
    { key: 'title', label: t('storeProfile.fields.title'), value: store.title },
    { key: 'name', label: t('storeProfile.fields.name'), value: store.name },
    { key: 'description', label: t('storeProfile.fields.description'), value: store.description },
    { key: 'storeAccount', label: t('storeProfile.fields.storeAccount'), value: store.storeAccount },
  ].filter((item) => item.value);
  const hasStore = storeItems.length > 0 || Boolean(store.profileImageURL ?? store.backgroundImageURL);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" gap={16} wrap>
          {profile.nftProfile ? (
            <NftAvatar nft={profile.nftProfile} size={64} />
          ) : (
            <Avatar size={64} icon={<UserOutlined aria-hidden />} />
          )}
          <Flex vertical>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {profile.username}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('publicProfile.memberSince', { date: format.day(profile.createdAt) })}
            </Typography.Text>
          </Flex>
        </Flex>
        {profile.bio && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{profile.bio}</Typography.Paragraph>
        )}
        {hasStore && (
          <Flex vertical gap={12}>
            <Flex align="center" gap={12}>
              {store.profileImageURL && (
                <Avatar size={48} src={store.profileImageURL} alt={t('publicProfile.storeImage')} />
              )}
              <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                {t('publicProfile.store')}
              </Typography.Title>
            </Flex>
            {store.backgroundImageURL && (
              <Image
                src={store.backgroundImageURL}
                alt={t('publicProfile.storeBackground')}
                style={{ maxHeight: 200, objectFit: 'cover' }}
              />
            )}
            {storeItems.length > 0 && (
              <Descriptions
                column={1}
                items={storeItems.map((item) => ({ key: item.key, label: item.label, children: item.value }))}
              />
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
