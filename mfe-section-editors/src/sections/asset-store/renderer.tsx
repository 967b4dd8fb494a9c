import { useState } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import Pagination from 'antd/es/pagination';
import {
  type AssetStoreConfig,
  AssetStoreConfigSchema,
  nftExplorerUrl,
  sortStoreTokenIds,
  storeListing,
} from '@suite/shared/sections';
import { useNftMetadata } from '../../api/nft-metadata';
import { NftDetails } from '../../section-kit/nft/nft-details';
import { NftImage, useNftName } from '../../section-kit/nft/nft-image';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { ASSET_STORE_LABELS } from './labels';
import { ListingPrice } from './listing-price';
import { PriceNote } from '../../section-kit/prices/site-price';
import { useSectionEditorsCatalog } from '../../i18n';
import { useChainName, useParseInContentLanguage, usePageLinks } from '@suite/shared/react';

/** A store of NFTs: its title, the collection, and the listed NFTs in pages, in the chosen order. */
export function AssetStoreRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(AssetStoreConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={ASSET_STORE_LABELS} />;
  return <AssetStore config={parsed.data} />;
}

function AssetStore({ config }: { config: AssetStoreConfig }) {
  const pageLinks = usePageLinks();
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const [page, setPage] = useState(1);
  const collection = { chainId: config.chainId, contractAddress: config.contractAddress };
  // The collection's name names an NFT whose metadata has none (or is still being read).
  const lookup = useNftMetadata(collection);
  const tokenIds = sortStoreTokenIds(config.tokenIds, config.sort);
  const pages = Math.max(1, Math.ceil(tokenIds.length / config.itemsPerPage));
  const current = Math.min(page, pages);
  const shown = tokenIds.slice((current - 1) * config.itemsPerPage, current * config.itemsPerPage);
  const collectionName = lookup.data?.collectionName;

  return (
    <section aria-label={config.title} style={{ padding: '24px 0' }}>
      <Typography.Title level={3}>{config.title}</Typography.Title>
      {config.description ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{config.description}</Typography.Paragraph>
      ) : null}
      {config.showContractDetails ? <NftDetails nft={collection} /> : null}
      <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0 16px' }}>
        {t('assetStore.count', { count: tokenIds.length, chain: chainName(config.chainId) })}
      </Typography.Text>
      {config.listings.length > 0 ? <PriceNote /> : null}
      <Row gutter={[16, 16]} role="list" aria-label={t('assetStore.nftsOf', { title: config.title })}>
        {shown.map((tokenId) => (
          <Col key={tokenId} xs={12} sm={8} md={6} role="listitem">
            <StoreNftCard
              config={config}
              tokenId={tokenId}
              collectionName={collectionName}
              symbol={lookup.data?.symbol ?? undefined}
            />
          </Col>
        ))}
      </Row>
      {pages > 1 ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            itemRender={pageLinks.itemRender}
            current={current}
            pageSize={config.itemsPerPage}
            total={tokenIds.length}
            showSizeChanger={false}
            onChange={setPage}
          />
        </Flex>
      ) : null}
    </section>
  );
}

/** One NFT of the store: its image and name from its metadata, its price and Buy when listed, the explorer link. */
function StoreNftCard({
  config,
  tokenId,
  collectionName,
  symbol,
}: {
  config: AssetStoreConfig;
  tokenId: string;
  collectionName: string | null | undefined;
  symbol: string | undefined;
}) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const nft = { chainId: config.chainId, contractAddress: config.contractAddress, tokenId };
  const name = useNftName(
    nft,
    collectionName ? `${collectionName} #${tokenId}` : t('common.tokenNumber', { id: tokenId }),
  );
  const listing = storeListing(config, tokenId);
  const url = config.showExplorerLinks
    ? nftExplorerUrl(config.chainId, config.contractAddress, tokenId)
    : null;
  return (
    <Card
      size="small"
      cover={<NftImage nft={nft} height={140} />}
      actions={
        url
          ? [
              <a key="explorer" href={url} target="_blank" rel="noopener noreferrer">
                {t('common.viewOnExplorer')}
              </a>,
            ]
          : undefined
      }
    >
      <Card.Meta title={name} description={symbol ?? chainName(config.chainId)} />
      {listing ? (
        <div style={{ marginTop: 12 }}>
          <ListingPrice checkoutId={listing.checkoutId} nft={nft} nftName={name} />
        </div>
      ) : null}
    </Card>
  );
}
