import type { AdminPreviewPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { AdminPreviewRoute } from '../routes/admin-preview';

/** `mfe_widget_editor/AdminPreviewPage`: the embedded preview of one page of a site. */
export function AdminPreviewPage({ apiBaseUrl, ...preview }: AdminPreviewPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <AdminPreviewRoute {...preview} />
    </SuiteProviders>
  );
}

export default AdminPreviewPage;
