import type { CollectionPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { CollectionPageView } from '../collection-page/collection-page';

/** `mfe_section_editors/CollectionPage`: an NFT collection's public page, with its NFTs. */
function CollectionPage({ apiBaseUrl, network, contractAddress }: CollectionPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CatalogLoading>
        <CollectionPageView network={network} contractAddress={contractAddress} />
      </CatalogLoading>
    </SuiteProviders>
  );
}

export default CollectionPage;
