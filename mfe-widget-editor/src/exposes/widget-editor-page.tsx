import type { WidgetEditorPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { EnsureRouter } from '../features/ensure-router';
import { widgetPaths } from '../features/widget-paths';
import { WidgetRemotesProvider } from '../federation/widget-remotes-provider';
import { WidgetEditRoute } from '../routes/widget-edit';

/**
 * `mfe_widget_editor/WidgetEditorPage`: one widget (`/admin/widget/edit/{id}`). Mount it on a splat
 * route (`/admin/widget/edit/:id/*`): the commerce screens it hosts route below `commerce/`.
 */
function WidgetEditorPage({ apiBaseUrl, widgetId, embedded }: WidgetEditorPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <WidgetRemotesProvider>
        <EnsureRouter editorPath={widgetPaths.edit(widgetId)}>
          <WidgetEditRoute widgetId={widgetId} embedded={embedded} />
        </EnsureRouter>
      </WidgetRemotesProvider>
    </SuiteProviders>
  );
}

export default WidgetEditorPage;
