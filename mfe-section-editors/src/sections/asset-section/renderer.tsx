import { Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { AssetSectionConfigSchema, type AssetSectionConfig } from '@suite/shared/sections';
import { useNftMetadata } from '../../api/nft-metadata';
import { ExplorerLink, NftDetails } from '../../section-kit/nft/nft-details';
import { NftImage } from '../../section-kit/nft/nft-image';
import { ShareButton } from '../../section-kit/nft/share-button';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { ASSET_SECTION_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** One NFT: its picture, title, description, contract and on-chain details, and the explorer link. */
export function AssetSectionRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(AssetSectionConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={ASSET_SECTION_LABELS} />;
  const config = parsed.data;
  const nft = { chainId: config.chainId, contractAddress: config.contractAddress, tokenId: config.tokenId };
  const horizontal = config.layout === 'horizontal';
  return (
    <section aria-label={config.title} data-layout={config.layout} style={{ padding: '24px 0' }}>
      <Row gutter={[32, 24]} align="top">
        <Col xs={24} md={horizontal ? 10 : 24}>
          <AssetPicture config={config} />
        </Col>
        <Col xs={24} md={horizontal ? 14 : 24}>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {config.title}
          </Typography.Title>
          {config.description ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
              {config.description}
            </Typography.Paragraph>
          ) : null}
          <NftAttributes nft={nft} />
          {config.showContractDetails || config.showMetadataLink ? (
            <NftDetails
              nft={nft}
              showContract={config.showContractDetails}
              showMetadataLink={config.showMetadataLink}
            />
          ) : null}
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            {config.showExplorerLink ? <ExplorerLink nft={nft} /> : null}
            <ShareButton nft={nft} text={config.title} />
          </Flex>
        </Col>
      </Row>
    </section>
  );
}

/** The NFT's traits from its metadata, as tags; nothing while read or when it has none. */
function NftAttributes({ nft }: { nft: { chainId: number; contractAddress: string; tokenId: string } }) {
  const { t } = useSectionEditorsCatalog();
  const metadata = useNftMetadata(nft);
  const attributes = metadata.data?.attributes ?? [];
  if (attributes.length === 0) return null;
  return (
    <Flex gap={8} wrap role="list" aria-label={t('assetSection.attributes')} style={{ marginBottom: 16 }}>
      {attributes.map((attribute, index) => (
        <Tag key={index} role="listitem" style={{ marginInlineEnd: 0 }}>
          {attribute.traitType ? `${attribute.traitType}: ` : ''}
          {String(attribute.value)}
        </Tag>
      ))}
    </Flex>
  );
}

/** The NFT's picture: the owner's when given, else its metadata's image (read by the API). */
function AssetPicture({ config }: { config: AssetSectionConfig }) {
  const { token } = theme.useToken();
  const frame = { width: '100%', aspectRatio: '1 / 1', borderRadius: token.borderRadiusLG } as const;
  if (config.imageUrl) {
    return (
      <img
        src={config.imageUrl}
        alt={config.title}
        style={{ ...frame, display: 'block', objectFit: 'cover' }}
      />
    );
  }
  return (
    <NftImage
      nft={{ chainId: config.chainId, contractAddress: config.contractAddress, tokenId: config.tokenId }}
      square
      style={{ maxHeight: 480, borderRadius: token.borderRadiusLG, overflow: 'hidden' }}
    />
  );
}
