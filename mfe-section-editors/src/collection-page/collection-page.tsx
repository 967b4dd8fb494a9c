import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import Result from 'antd/es/result';
import { chainIdFromSlug, chainName } from '@suite/shared';
import { AddressSchema, COLLECTION_TOKENS_MAX } from '@suite/shared/schemas';
import { useApiErrorMessage } from '@suite/shared/react';
import { useCollectionTokens, useNftMetadata } from '../api/nft-metadata';
import { ExplorerLink } from '../section-kit/nft/nft-details';
import { NftImage, useNftName } from '../section-kit/nft/nft-image';
import { useSectionEditorsCatalog } from '../i18n';
import { ShareButton } from '../section-kit/nft/share-button';

export interface CollectionPageViewProps {
  /** The URL's network: a chain's slug (`ethereum`, `local-chain`) or its id. */
  network: string;
  contractAddress: string;
}

/**
 * The public page of an NFT collection (`/collection/{network}/{contractAddress}`, the collections
 * screen's "Preview url"): its name, picture and description as the chain and its metadata say, and
 * its NFTs with their images and names, for visitors without a session.
 */
export function CollectionPageView({ network, contractAddress }: CollectionPageViewProps) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const chainId = chainIdFromSlug(network);
  const valid = chainId !== undefined && AddressSchema.safeParse(contractAddress).success;
  const nft = valid ? { chainId, contractAddress } : null;
  const collection = useNftMetadata(nft);
  const tokens = useCollectionTokens(nft);
  if (!nft) {
    return (
      <Result
        status="404"
        title={t('collectionPage.notFound')}
        subTitle={t('collectionPage.notFoundDetail', { network, contractAddress })}
      />
    );
  }
  if (collection.error) {
    return (
      <Result
        status="warning"
        title={t('collectionPage.readFailed')}
        subTitle={errorMessage(collection.error)}
        extra={<Button onClick={collection.retry}>{t('common.retry')}</Button>}
      />
    );
  }
  const data = collection.data;
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Flex gap={24} align="center" wrap style={{ marginBottom: 24 }}>
        {data?.image ? (
          <img
            src={data.image}
            alt=""
            style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 12, flex: 'none' }}
          />
        ) : null}
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          {data ? (
            <Typography.Title level={1} style={{ margin: 0 }}>
              {data.name}
            </Typography.Title>
          ) : (
            <span role="status" aria-label={t('collectionPage.loading')}>
              <Skeleton.Input active size="large" />
            </span>
          )}
          <Typography.Text type="secondary">
            {[data?.symbol, chainName(nft.chainId)].filter(Boolean).join(' · ')}
          </Typography.Text>
          {data?.description ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {data.description}
            </Typography.Paragraph>
          ) : null}
        </Flex>
        <Flex gap={8}>
          <ShareButton nft={nft} text={data?.name ?? t('collectionPage.shareText')} />
          <ExplorerLink nft={nft} />
        </Flex>
      </Flex>
      <CollectionTokens tokens={tokens} nft={nft} collectionName={data?.collectionName ?? null} />
    </main>
  );
}

function CollectionTokens({
  tokens,
  nft,
  collectionName,
}: {
  tokens: ReturnType<typeof useCollectionTokens>;
  nft: { chainId: number; contractAddress: string };
  collectionName: string | null;
}) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  if (tokens.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('collectionPage.tokensFailed')}
        description={errorMessage(tokens.error)}
        action={<Button onClick={tokens.retry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (tokens.isLoading || !tokens.data) {
    return (
      <Row gutter={[16, 16]} role="status" aria-label={t('collectionPage.loadingTokens')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Col key={index} xs={12} sm={8} md={6}>
            <Skeleton.Node active style={{ width: '100%', height: 200 }} />
          </Col>
        ))}
      </Row>
    );
  }
  if (tokens.data.tokenIds.length === 0) return <Empty description={t('collectionPage.noTokens')} />;
  return (
    <>
      <Row gutter={[16, 16]} role="list" aria-label={t('collectionPage.tokens')}>
        {tokens.data.tokenIds.map((tokenId) => (
          <Col key={tokenId} xs={12} sm={8} md={6} role="listitem" id={`token-${tokenId}`}>
            <TokenCard nft={{ ...nft, tokenId }} collectionName={collectionName} />
          </Col>
        ))}
      </Row>
      {tokens.data.complete ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('collectionPage.firstTokens', { max: COLLECTION_TOKENS_MAX })}
        </Typography.Paragraph>
      )}
    </>
  );
}

function TokenCard({
  nft,
  collectionName,
}: {
  nft: { chainId: number; contractAddress: string; tokenId: string };
  collectionName: string | null;
}) {
  const { t } = useSectionEditorsCatalog();
  const name = useNftName(nft, `${collectionName ?? t('collectionPage.token')} #${nft.tokenId}`);
  return (
    <Card size="small" cover={<NftImage nft={nft} square />}>
      <Card.Meta title={name} description={t('common.tokenNumber', { id: nft.tokenId })} />
    </Card>
  );
}
