import { Card, Empty, Skeleton, Typography, theme } from 'antd';
import { chainSlug, type SiteNftCollection } from '@suite/shared';
import { useChainName } from '@suite/shared/react';
import { useSiteTitle } from '@suite/shared/site-page';
import { useSiteName, useSiteNftCollectionList } from '../api/site-content';
import { useSectionEditorsCatalog } from '../i18n';
import { LoadError } from '../section-kit/render/load-error';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
} as const;

/**
 * Where this list page's collections are: `{base}/collection/{network}/{address}`, `{base}` being the
 * list's own address without its `/collections` (a site's preview URL), so each opens as its site's.
 */
function collectionHref(collection: SiteNftCollection): string {
  const base = window.location.pathname.replace(/\/collections\/?$/, '');
  return `${base}/collection/${chainSlug(collection.chainId)}/${collection.contractAddress}`;
}

function CollectionCard({ collection }: { collection: SiteNftCollection }) {
  const { token } = theme.useToken();
  const chainName = useChainName();
  return (
    <a href={collectionHref(collection)} aria-label={collection.name} style={{ display: 'block' }}>
      <Card
        hoverable
        size="small"
        cover={
          <div
            aria-hidden
            style={{
              height: 120,
              background: `${token.colorFillTertiary} center / cover no-repeat url(${JSON.stringify(collection.backgroundImage)})`,
            }}
          />
        }
      >
        <Card.Meta
          avatar={
            <img
              src={collection.image}
              alt=""
              style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: token.borderRadius }}
            />
          }
          title={collection.name}
          description={chainName(collection.chainId)}
        />
        {collection.description ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '12px 0 0' }}>
            {collection.description}
          </Typography.Paragraph>
        ) : null}
      </Card>
    </a>
  );
}

/**
 * A site's collection list page (`/admin/preview/{site}/{page}/collections`): the collections of its
 * Data › Collections, as its owner presents them, each opening its collection page. Public.
 */
export function CollectionListView({ siteId }: { siteId: string }) {
  const { t } = useSectionEditorsCatalog();
  const { data, error, isLoading, mutate } = useSiteNftCollectionList(siteId);
  const siteName = useSiteName();
  useSiteTitle(t('collectionList.title'), siteName);
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('collectionList.title')}
      </Typography.Title>
      {error ? (
        <LoadError title={t('collectionList.loadFailed')} error={error} retry={mutate} />
      ) : isLoading || !data ? (
        <div style={GRID} role="status" aria-label={t('collectionList.loading')} aria-busy>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton.Node key={index} active style={{ width: '100%', height: 200 }} />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <Empty description={t('collectionList.empty')} />
      ) : (
        <div style={GRID} role="list" aria-label={t('collectionList.title')}>
          {data.items.map((collection) => (
            <div role="listitem" key={`${collection.chainId}:${collection.contractAddress}`}>
              <CollectionCard collection={collection} />
            </div>
          ))}
        </div>
      )}
    </main>
  );
}
