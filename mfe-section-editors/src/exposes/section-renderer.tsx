import type { SectionRendererProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { SectionView } from '../renderers/section-renderer';
import { SectionScopeProvider } from '../sections/section-scope';

/** `mfe_section_editors/SectionRenderer`: one section as a visitor sees it. */
export function SectionRenderer({ apiBaseUrl, section, siteId, currency }: SectionRendererProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CatalogLoading>
        <SectionScopeProvider siteId={siteId} currency={currency}>
          <SectionView section={section} />
        </SectionScopeProvider>
      </CatalogLoading>
    </SuiteProviders>
  );
}

export default SectionRenderer;
