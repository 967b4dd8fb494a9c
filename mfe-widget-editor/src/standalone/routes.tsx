import { useParams, useSearchParams } from 'react-router';
import { AdminPreviewQuerySchema, WidgetEmbedQuerySchema } from '@suite/shared/schemas';
import { AdminPreviewRoute } from '../routes/admin-preview';
import { WidgetEditRoute } from '../routes/widget-edit';
import { WidgetEmbedRoute } from '../routes/widget-embed';

/** The routes' URL parameters, read here on our own page (the shell reads them itself). */
export function WidgetEditFromUrl() {
  const { id = '' } = useParams();
  return <WidgetEditRoute widgetId={id} />;
}

export function AdminPreviewFromUrl() {
  const { site = '', page = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <AdminPreviewRoute
      siteId={site}
      pageKey={page}
      {...AdminPreviewQuerySchema.parse(Object.fromEntries(search))}
    />
  );
}

export function WidgetEmbedFromUrl() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <WidgetEmbedRoute widgetId={id} {...WidgetEmbedQuerySchema.parse(Object.fromEntries(search))} />;
}
