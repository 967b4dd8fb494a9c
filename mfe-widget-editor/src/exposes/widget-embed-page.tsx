import type { WidgetEmbedPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { WidgetRemotesProvider } from '../federation/widget-remotes-provider';
import { WidgetEmbedRoute } from '../routes/widget-embed';

/** `mfe_widget_editor/WidgetEmbedPage`: the saved widget for visitors (`/embed/{id}?apiKey=`). */
function WidgetEmbedPage({ apiBaseUrl, basePath: _basePath, ...embed }: WidgetEmbedPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <WidgetRemotesProvider>
        <WidgetEmbedRoute {...embed} />
      </WidgetRemotesProvider>
    </SuiteProviders>
  );
}

export default WidgetEmbedPage;
