import { useParams, useSearchParams } from 'react-router';
import { WidgetEmbedQuerySchema } from '@suite/shared/schemas';
import { ShellRemote } from '../../federation/shell-remote';

/**
 * `/embed/{id}?apiKey=&index=&themeMode=`: the saved widget as the embed code frames it on other
 * sites, owned by mfe_widget_editor; no admin chrome.
 */
export function WidgetEmbedRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <main>
      <ShellRemote
        id="mfe_widget_editor/WidgetEmbedPage"
        props={{ widgetId: id, ...WidgetEmbedQuerySchema.parse(Object.fromEntries(search)) }}
      />
    </main>
  );
}
