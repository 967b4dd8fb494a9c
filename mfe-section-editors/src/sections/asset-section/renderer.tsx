import { Col, Flex, Row, Typography, theme } from 'antd';
import { AssetSectionConfigSchema, type AssetSectionConfig } from '@suite/shared';
import { ExplorerLink, NftDetails } from '../items/nft-details';
import type { SectionRendererProps } from '../section-module';
import { SectionNotReady } from '../section-not-ready';

/** One NFT: its picture, title, description, contract and on-chain details, and the explorer link. */
export function AssetSectionRenderer({ data }: SectionRendererProps) {
  const parsed = AssetSectionConfigSchema.safeParse(data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} />;
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
          {config.showContractDetails || config.showMetadataLink ? (
            <NftDetails
              nft={nft}
              showContract={config.showContractDetails}
              showMetadataLink={config.showMetadataLink}
            />
          ) : null}
          {config.showExplorerLink ? (
            <div style={{ marginTop: 12 }}>
              <ExplorerLink nft={nft} />
            </div>
          ) : null}
        </Col>
      </Row>
    </section>
  );
}

/** The NFT's picture when the owner gave one; otherwise its token number on a plain surface. */
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
    <Flex
      align="center"
      justify="center"
      aria-hidden
      style={{
        ...frame,
        maxHeight: 360,
        background: token.colorFillSecondary,
        color: token.colorTextSecondary,
        fontSize: token.fontSizeHeading1,
        fontWeight: 600,
      }}
    >
      #{config.tokenId}
    </Flex>
  );
}
