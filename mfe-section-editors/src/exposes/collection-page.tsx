import type { ReactNode } from 'react';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { CollectionPageProps } from '@suite/shared';
import { SuiteProviders, useColorScheme, useVisitorLanguage } from '@suite/shared/react';
import { SitePage } from '@suite/shared/site-page';
import { CatalogLoading } from './catalog-loading';
import { useSiteLook } from '../api/site-content';
import { CollectionListView } from '../collection-page/collection-list';
import { CollectionPageView } from '../collection-page/collection-page';
import { useSectionEditorsCatalog } from '../i18n';
import { SectionScopeProvider } from '../section-kit/section-scope';

function NoCollection() {
  const { t } = useSectionEditorsCatalog();
  return <Result status="404" title={t('collectionPage.notFound')} />;
}

/**
 * A page of a site as its visitors see it: in the site's Language (else theirs, not remembered),
 * its theme in their colour scheme and its footer, as on the site's own page. A site that cannot be read (unknown,
 * offline) leaves the suite's look; the page itself says what failed.
 */
function InSiteLook({ siteId, children }: { siteId: string; children: ReactNode }) {
  const { data, isLoading } = useSiteLook(siteId);
  const { scheme } = useColorScheme();
  useVisitorLanguage(data?.locale);
  if (isLoading) return <Skeleton active style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }} />;
  const scoped = <SectionScopeProvider siteId={siteId}>{children}</SectionScopeProvider>;
  if (!data) return scoped;
  return (
    <SitePage theme={data} mode={scheme} footer={data} appName={data.name} padding={0} minHeight="100vh">
      {scoped}
    </SitePage>
  );
}

/**
 * `mfe_section_editors/CollectionPage`: an NFT collection's public page, with its NFTs; without a
 * collection, its site's collection list page. Given a site, both show the collections as its owner
 * presents them, in the site's look.
 */
function CollectionPage({ apiBaseUrl, network, contractAddress, siteId }: CollectionPageProps) {
  const page =
    network !== undefined && contractAddress !== undefined ? (
      <CollectionPageView network={network} contractAddress={contractAddress} />
    ) : siteId ? (
      <CollectionListView siteId={siteId} />
    ) : (
      <NoCollection />
    );
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CatalogLoading>{siteId ? <InSiteLook siteId={siteId}>{page}</InSiteLook> : page}</CatalogLoading>
    </SuiteProviders>
  );
}

export default CollectionPage;
