import type { SectionDialogProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { SectionDialog as Dialog } from '../features/section-dialog/section-dialog';

/** `mfe_section_editors/SectionDialog`: the Add/Edit Section dialog. */
export function SectionDialog({
  apiBaseUrl,
  basePath: _basePath,
  siteId: _siteId,
  widgetId: _widgetId,
  ...props
}: SectionDialogProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <Dialog {...props} />
    </SuiteProviders>
  );
}

export default SectionDialog;
