import type { ReactNode } from 'react';
import { languageOf, type RemoteMountProps, type RenderedSite } from '@suite/shared';
import { ContentLanguage, SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { SitePageLook, useOnForeignHost } from './foreign-host';
import { SectionScopeProvider } from '../section-kit/section-scope';
import { useSiteLook } from '../section-kit/site-theme';

type RendererContext = Pick<RemoteMountProps, 'apiBaseUrl'> & RenderedSite;

/**
 * What the exposed renderers draw in: the suite's providers, the site's language (`locale`, else the
 * page's), the wait for this remote's messages, and the site's scope (its id and Currency). On a
 * partner's page, or given the site's theme, they draw the site's page too, as the dialog's preview
 * does (`siteTheme` in `siteThemeMode`; the default site preset, light, without them); inside the
 * suite's pages, which draw it around them, nothing more.
 */
export function RendererProviders({
  apiBaseUrl,
  siteId,
  currency,
  locale,
  siteTheme,
  siteThemeMode,
  children,
}: RendererContext & { children: ReactNode }) {
  const onForeignHost = useOnForeignHost();
  const look = useSiteLook(siteTheme, siteThemeMode);
  const content = (
    <ContentLanguage language={languageOf(locale)}>
      <CatalogLoading>
        <SectionScopeProvider siteId={siteId} currency={currency}>
          {children}
        </SectionScopeProvider>
      </CatalogLoading>
    </ContentLanguage>
  );
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      {onForeignHost || siteTheme ? <SitePageLook look={look}>{content}</SitePageLook> : content}
    </SuiteProviders>
  );
}
