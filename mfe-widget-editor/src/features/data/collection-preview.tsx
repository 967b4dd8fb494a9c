import { Card, Empty, Flex, Typography } from 'antd';
import { useChainWords } from '@suite/shared/react';
import Image from 'antd/es/image';
import type { SiteNftCollection } from '@suite/shared';
import { useWidgetEditorCatalog } from '../../i18n';
import { nonEmptyOr } from '../text';

/** What a visitor sees of a collection: its banner, image, name, network and description. */
export function CollectionPreview({ collection }: { collection: Partial<SiteNftCollection> | null }) {
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const empty = !collection || (!collection.name && !collection.image && !collection.backgroundImage);
  return (
    <Card
      size="small"
      title={t('collections.preview.title')}
      role="region"
      aria-label={t('collections.preview.title')}
    >
      {empty ? (
        <Empty description={t('collections.preview.empty')} />
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
                {nonEmptyOr(collection.name, t('collections.preview.unnamed'))}
              </Typography.Text>
              {collection.chainId !== undefined && (
                <Typography.Text type="secondary">{networks.name(collection.chainId)}</Typography.Text>
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
