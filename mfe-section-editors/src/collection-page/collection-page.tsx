import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography, theme } from 'antd';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import Result from 'antd/es/result';
import { chainIdFromSlug, type SiteNftCollection } from '@suite/shared';
import { AddressSchema, COLLECTION_TOKENS_MAX } from '@suite/shared/schemas';
import { sameAddress } from '@suite/shared/sections';
import { useApiErrorMessage, useChainName } from '@suite/shared/react';
import { useSiteTitle } from '@suite/shared/site-page';
import { useCollectionTokens, useNftMetadata } from '../api/nft-metadata';
import { useSiteName, useSiteNftCollectionList } from '../api/site-content';
import { useSectionScope } from '../section-kit/section-scope';
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
 * The collection as the site's owner presents it (Data › Collections), when the page is the site's
 * (`useSectionScope().siteId`) and the site lists it; `ready` once that is known (at once without a site).
 */
function useOwnerPresentation(nft: { chainId: number; contractAddress: string } | null): {
  ready: boolean;
  presented: SiteNftCollection | undefined;
} {
  const { siteId } = useSectionScope();
  const list = useSiteNftCollectionList(nft ? siteId : undefined);
  if (!siteId || !nft) return { ready: true, presented: undefined };
  // A site that cannot be read leaves the page to what the chain says.
  if (list.error) return { ready: true, presented: undefined };
  if (!list.data) return { ready: false, presented: undefined };
  const presented = list.data.items.find(
    (item) => item.chainId === nft.chainId && sameAddress(item.contractAddress, nft.contractAddress),
  );
  return { ready: true, presented };
}

/**
 * The public page of an NFT collection (`/collection/{network}/{contractAddress}`, the collections
 * screen's "Preview url"): its name, picture, banner and description — as the site's owner gave them
 * when the page is a site's (`?site=` or below its preview), else as the chain and its metadata say —
 * and its NFTs with their images and names, for visitors without a session.
 */
export function CollectionPageView({ network, contractAddress }: CollectionPageViewProps) {
  const errorMessage = useApiErrorMessage();
  const chainName = useChainName();
  const { t } = useSectionEditorsCatalog();
  const { token } = theme.useToken();
  const chainId = chainIdFromSlug(network);
  const valid = chainId !== undefined && AddressSchema.safeParse(contractAddress).success;
  const nft = valid ? { chainId, contractAddress } : null;
  const collection = useNftMetadata(nft);
  const tokens = useCollectionTokens(nft);
  const { ready, presented } = useOwnerPresentation(nft);
  // The tab says the collection (as the owner names it) and the site: "Apes · Shop".
  useSiteTitle(ready ? (presented?.name ?? collection.data?.name) : undefined, useSiteName());
  if (!nft) {
    return (
      <Result
        status="404"
        title={t('collectionPage.notFound')}
        subTitle={t('collectionPage.notFoundDetail', { network, contractAddress })}
      />
    );
  }
  if (collection.error && !presented && ready) {
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
  const name = presented?.name ?? data?.name;
  const image = presented?.image ?? data?.image;
  const description = presented?.description ?? data?.description;
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      {presented ? (
        <div
          role="img"
          aria-label={t('collectionPage.banner', { name: presented.name })}
          style={{
            height: 180,
            borderRadius: token.borderRadiusLG,
            marginBottom: 24,
            background: `${token.colorFillTertiary} center / cover no-repeat url(${JSON.stringify(presented.backgroundImage)})`,
          }}
        />
      ) : null}
      <Flex gap={24} align="center" wrap style={{ marginBottom: 24 }}>
        {image ? (
          <img
            src={image}
            alt=""
            style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 12, flex: 'none' }}
          />
        ) : null}
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          {name && ready ? (
            <Typography.Title level={1} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
          ) : (
            <span role="status" aria-label={t('collectionPage.loading')}>
              <Skeleton.Input active size="large" />
            </span>
          )}
          <Typography.Text type="secondary">
            {[data?.symbol, chainName(nft.chainId)].filter(Boolean).join(' · ')}
          </Typography.Text>
          {description && ready ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {description}
            </Typography.Paragraph>
          ) : null}
        </Flex>
        <Flex gap={8} wrap>
          <ShareButton nft={nft} text={name ?? t('collectionPage.shareText')} />
          <ExplorerLink nft={nft} />
          {presented?.uri ? (
            <Button
              href={presented.uri}
              target="_blank"
              rel="noopener noreferrer"
              icon={<FileTextOutlined aria-hidden />}
            >
              {t('collectionPage.metadata')}
            </Button>
          ) : null}
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
