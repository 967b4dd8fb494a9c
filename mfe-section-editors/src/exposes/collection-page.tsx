import Result from 'antd/es/result';
import type { CollectionPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { CollectionListView } from '../collection-page/collection-list';
import { CollectionPageView } from '../collection-page/collection-page';
import { useSectionEditorsCatalog } from '../i18n';
import { SectionScopeProvider } from '../section-kit/section-scope';

function NoCollection() {
  const { t } = useSectionEditorsCatalog();
  return <Result status="404" title={t('collectionPage.notFound')} />;
}

/**
 * `mfe_section_editors/CollectionPage`: an NFT collection's public page, with its NFTs; without a
 * collection, its site's collection list page. Given a site, both show the collections as its owner
 * presents them.
 */
function CollectionPage({ apiBaseUrl, network, contractAddress, siteId }: CollectionPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CatalogLoading>
        <SectionScopeProvider siteId={siteId}>
          {network !== undefined && contractAddress !== undefined ? (
            <CollectionPageView network={network} contractAddress={contractAddress} />
          ) : siteId ? (
            <CollectionListView siteId={siteId} />
          ) : (
            <NoCollection />
          )}
        </SectionScopeProvider>
      </CatalogLoading>
    </SuiteProviders>
  );
}

export default CollectionPage;
