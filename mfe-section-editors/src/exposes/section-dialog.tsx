import type { SectionDialogProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { SectionDialog as Dialog } from '../features/section-dialog/section-dialog';
import { SectionScopeProvider } from '../section-kit/section-scope';

/** `mfe_section_editors/SectionDialog`: the Add/Edit Section dialog. */
function SectionDialog({
  apiBaseUrl,
  basePath: _basePath,
  siteId,
  widgetId,
  currency,
  ...props
}: SectionDialogProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CatalogLoading quiet>
        <SectionScopeProvider siteId={siteId} widgetId={widgetId} currency={currency}>
          <Dialog {...props} />
        </SectionScopeProvider>
      </CatalogLoading>
    </SuiteProviders>
  );
}

export default SectionDialog;
