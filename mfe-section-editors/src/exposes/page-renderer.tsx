import type { PageRendererProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { PageView } from '../renderers/page-renderer';
import { SectionScopeProvider } from '../sections/section-scope';

/** `mfe_section_editors/PageRenderer`: a page's sections, hidden per device by CSS. */
export function PageRenderer({ apiBaseUrl, sections, siteId, currency }: PageRendererProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CatalogLoading>
        <SectionScopeProvider siteId={siteId} currency={currency}>
          <PageView sections={sections} />
        </SectionScopeProvider>
      </CatalogLoading>
    </SuiteProviders>
  );
}

export default PageRenderer;
