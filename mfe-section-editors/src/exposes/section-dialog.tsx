import type { SectionDialogProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { SectionDialog as Dialog } from '../features/section-dialog/section-dialog';
import { SectionScopeProvider } from '../sections/section-scope';

/** `mfe_section_editors/SectionDialog`: the Add/Edit Section dialog. */
export function SectionDialog({
  apiBaseUrl,
  basePath: _basePath,
  siteId,
  widgetId,
  ...props
}: SectionDialogProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <SectionScopeProvider siteId={siteId} widgetId={widgetId}>
        <Dialog {...props} />
      </SectionScopeProvider>
    </SuiteProviders>
  );
}

export default SectionDialog;
