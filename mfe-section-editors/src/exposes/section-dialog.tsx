import { languageOf, type SectionDialogProps } from '@suite/shared';
import { ContentLanguage, SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { DialogInSiteLook, useOnForeignHost } from './foreign-host';
import { SectionDialog as Dialog } from '../features/section-dialog/section-dialog';
import { SectionScopeProvider } from '../section-kit/section-scope';
import { useSiteLook } from '../section-kit/site-theme';

/**
 * `mfe_section_editors/SectionDialog`: the Add/Edit Section dialog, in `language` (else the page's).
 * Inside the suite its form is in the admin's theme; on a partner's page, in the site's look and mode.
 */
function SectionDialog({
  apiBaseUrl,
  basePath: _basePath,
  siteId,
  widgetId,
  currency,
  language,
  ...props
}: SectionDialogProps) {
  const onForeignHost = useOnForeignHost();
  const look = useSiteLook(props.siteTheme, props.siteThemeMode);
  const dialog = (
    <SectionScopeProvider siteId={siteId} widgetId={widgetId} currency={currency}>
      <Dialog {...props} />
    </SectionScopeProvider>
  );
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <ContentLanguage language={languageOf(language)}>
        <CatalogLoading quiet>
          {onForeignHost ? <DialogInSiteLook look={look}>{dialog}</DialogInSiteLook> : dialog}
        </CatalogLoading>
      </ContentLanguage>
    </SuiteProviders>
  );
}

export default SectionDialog;
