import { useParams, useSearchParams } from 'react-router';
import { COMMERCE_BASE_PATH } from '@suite/shared';
import { AdminPreviewQuerySchema, WidgetEmbedQuerySchema } from '@suite/shared/schemas';
import { WidgetRemote } from '../federation/remote-loader-context';
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

/** The back office at its shell URL (`/u/account/commerce`), where Buy credits leads: mfe_commerce's app. */
export function CommerceFromUrl() {
  return <WidgetRemote id="mfe_commerce/CommerceApp" props={{ basePath: COMMERCE_BASE_PATH }} />;
}
