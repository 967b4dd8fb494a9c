import { Avatar, Card, Flex, Typography, theme } from 'antd';
import { CollectionSectionConfigSchema, type CollectionSectionConfig } from '@suite/shared/sections';
import { ExplorerLink, NftDetails } from '../../section-kit/nft/nft-details';
import { ShareButton } from '../../section-kit/nft/share-button';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { COLLECTION_LABELS } from './labels';
import { useParseInContentLanguage } from '@suite/shared/react';

/** One NFT collection: its banner and picture, title, description, contract details and explorer link. */
export function CollectionRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(CollectionSectionConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={COLLECTION_LABELS} />;
  const config = parsed.data;
  return (
    <section aria-label={config.title} data-layout={config.layout} style={{ padding: '24px 0' }}>
      {config.layout === 'banner' ? <BannerLayout config={config} /> : <CardLayout config={config} />}
    </section>
  );
}

function Banner({ url, height }: { url: string; height: number }) {
  const { token } = theme.useToken();
  return url ? (
    <img alt="" src={url} style={{ display: 'block', width: '100%', height, objectFit: 'cover' }} />
  ) : (
    <div
      aria-hidden
      style={{
        height,
        background: `linear-gradient(135deg, ${token.colorPrimaryBg}, ${token.colorPrimaryBgHover})`,
      }}
    />
  );
}

function CollectionAvatar({ config, size }: { config: CollectionSectionConfig; size: number }) {
  const { token } = theme.useToken();
  return (
    <Avatar
      shape="square"
      size={size}
      src={config.imageUrl || undefined}
      alt={config.imageUrl ? config.title : undefined}
      style={{ border: `4px solid ${token.colorBgContainer}`, flex: 'none' }}
    >
      {config.title.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

function Body({ config }: { config: CollectionSectionConfig }) {
  const nft = { chainId: config.chainId, contractAddress: config.contractAddress };
  return (
    <>
      {config.description ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{config.description}</Typography.Paragraph>
      ) : null}
      {config.showContractDetails ? <NftDetails nft={nft} /> : null}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {config.showExplorerLink ? <ExplorerLink nft={nft} /> : null}
        <ShareButton nft={nft} text={config.title} />
      </Flex>
    </>
  );
}

function BannerLayout({ config }: { config: CollectionSectionConfig }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorBgContainer }}
    >
      <Banner url={config.bannerImageUrl} height={220} />
      <div style={{ padding: '0 24px 24px' }}>
        <Flex gap={16} align="flex-end" wrap style={{ marginTop: -48 }}>
          <CollectionAvatar config={config} size={96} />
          <Typography.Title level={2} style={{ margin: 0 }}>
            {config.title}
          </Typography.Title>
        </Flex>
        <div style={{ marginTop: 16 }}>
          <Body config={config} />
        </div>
      </div>
    </div>
  );
}

function CardLayout({ config }: { config: CollectionSectionConfig }) {
  return (
    <Card style={{ maxWidth: 560 }} cover={<Banner url={config.bannerImageUrl} height={160} />}>
      <Card.Meta
        avatar={<CollectionAvatar config={config} size={64} />}
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {config.title}
          </Typography.Title>
        }
      />
      <div style={{ marginTop: 16 }}>
        <Body config={config} />
      </div>
    </Card>
  );
}
