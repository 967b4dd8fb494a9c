import type { WidgetEditorPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { WidgetEditRoute } from '../routes/widget-edit';

/** `mfe_widget_editor/WidgetEditorPage`: one widget (`/admin/widget/edit/{id}`). */
export function WidgetEditorPage({ apiBaseUrl, widgetId }: WidgetEditorPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <WidgetEditRoute widgetId={widgetId} />
    </SuiteProviders>
  );
}

export default WidgetEditorPage;
