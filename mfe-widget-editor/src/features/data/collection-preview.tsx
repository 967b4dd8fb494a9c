import { Card, Empty, Flex, Typography } from 'antd';
import Image from 'antd/es/image';
import type { SiteNftCollection } from '@suite/shared';
import { networkName } from './networks';

/** What a visitor sees of a collection: its banner, image, name, network and description. */
export function CollectionPreview({ collection }: { collection: Partial<SiteNftCollection> | null }) {
  const empty = !collection || (!collection.name && !collection.image && !collection.backgroundImage);
  return (
    <Card size="small" title="Collection preview" role="region" aria-label="Collection preview">
      {empty ? (
        <Empty description="Fill in the form or choose Preview on a collection" />
      ) : (
        <Flex vertical gap={8}>
          <div
            aria-hidden
            style={{
              height: 96,
              borderRadius: 8,
              background: collection.backgroundImage
                ? `center / cover no-repeat url(${JSON.stringify(collection.backgroundImage)})`
                : '#ddd',
            }}
          />
          <Flex gap={12} align="center">
            {collection.image && (
              <Image
                src={collection.image}
                alt=""
                width={56}
                height={56}
                preview={false}
                style={{ borderRadius: 8, objectFit: 'cover' }}
              />
            )}
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis>
                {collection.name || 'Unnamed collection'}
              </Typography.Text>
              {collection.chainId !== undefined && (
                <Typography.Text type="secondary">{networkName(collection.chainId)}</Typography.Text>
              )}
            </Flex>
          </Flex>
          {collection.description && (
            <Typography.Paragraph ellipsis={{ rows: 3 }}>{collection.description}</Typography.Paragraph>
          )}
        </Flex>
      )}
    </Card>
  );
}
