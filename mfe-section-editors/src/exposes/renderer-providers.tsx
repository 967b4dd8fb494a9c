import type { ReactNode } from 'react';
import { languageOf, type SectionRendererProps } from '@suite/shared';
import { ContentLanguage, SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { SectionScopeProvider } from '../section-kit/section-scope';

type RendererContext = Pick<SectionRendererProps, 'apiBaseUrl' | 'siteId' | 'currency' | 'locale'>;

/**
 * What the exposed renderers draw in: the suite's providers, the site's language (`locale`, else the
 * page's), the wait for this remote's messages, and the site's scope (its id and Currency).
 */
export function RendererProviders({
  apiBaseUrl,
  siteId,
  currency,
  locale,
  children,
}: RendererContext & { children: ReactNode }) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <ContentLanguage language={languageOf(locale)}>
        <CatalogLoading>
          <SectionScopeProvider siteId={siteId} currency={currency}>
            {children}
          </SectionScopeProvider>
        </CatalogLoading>
      </ContentLanguage>
    </SuiteProviders>
  );
}
