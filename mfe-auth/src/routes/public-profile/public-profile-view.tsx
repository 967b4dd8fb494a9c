import { Alert, Avatar, Card, Flex, Skeleton, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Image from 'antd/es/image';
import { UserOutlined } from '@ant-design/icons';
import { apiErrorStatus } from '@suite/shared/client';
import { PageFrame, useApiErrorMessage } from '@suite/shared/react';
import type { PublicProfile } from '@suite/shared';
import { usePublicProfile } from '../../api/profile';
import { NftAvatar } from '../../features/nft-profile/nft-avatar';

export const PROFILE_NOT_FOUND_MESSAGE = 'No user has this username';

/** A public profile (`/u/{username}`): username, picture, bio and store profile; nothing private. */
export function PublicProfileView({ username }: { username: string }) {
  const errorMessage = useApiErrorMessage();
  const { data, error } = usePublicProfile(username);
  return (
    <PageFrame title={`@${username}`} breadcrumbs={[{ key: 'profile', title: 'Profile' }]}>
      {error ? (
        <Alert
          type={apiErrorStatus(error) === 404 ? 'warning' : 'error'}
          showIcon
          title={
            apiErrorStatus(error) === 404 ? PROFILE_NOT_FOUND_MESSAGE : 'The profile could not be loaded'
          }
          description={apiErrorStatus(error) === 404 ? undefined : errorMessage(error)}
        />
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
  const store = profile.storeProfile;
  const storeItems = [
    { key: 'title', label: 'Title', value: store.title },
    { key: 'name', label: 'Name', value: store.name },
    { key: 'description', label: 'Description', value: store.description },
    { key: 'storeAccount', label: 'Store account', value: store.storeAccount },
  ].filter((item) => item.value);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" gap={16} wrap>
          {profile.nftProfile ? (
            <NftAvatar nft={profile.nftProfile} size={64} />
          ) : (
            <Avatar size={64} icon={<UserOutlined />} />
          )}
          <Flex vertical>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {profile.username}
            </Typography.Title>
            <Typography.Text type="secondary">
              Member since {new Date(profile.createdAt).toLocaleDateString()}
            </Typography.Text>
          </Flex>
        </Flex>
        {profile.bio && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{profile.bio}</Typography.Paragraph>
        )}
        {store.backgroundImageURL && (
          <Image
            src={store.backgroundImageURL}
            alt="Store background"
            style={{ maxHeight: 200, objectFit: 'cover' }}
          />
        )}
        {storeItems.length > 0 && (
          <Descriptions
            title="Store"
            column={1}
            items={storeItems.map((item) => ({ key: item.key, label: item.label, children: item.value }))}
          />
        )}
      </Flex>
    </Card>
  );
}
