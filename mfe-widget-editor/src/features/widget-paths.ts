/** The URLs of the widget editor's screens (seed 001 §2). */
export const widgetPaths = {
  list: '/admin/widget',
  edit: (widgetId: string) => `/admin/widget/edit/${encodeURIComponent(widgetId)}`,
  /** A panel of the editor: `?tab=` selects it (seed 001 §2). */
  panel: (widgetId: string, tab: string, extra: Record<string, string> = {}) =>
    `${widgetPaths.edit(widgetId)}?${new URLSearchParams({ tab, ...extra }).toString()}`,
  /** Where the editor hosts mfe_commerce's back office (its `basePath`): `/admin/widget/edit/{id}/commerce`. */
  commerceBase: (widgetId: string) => `${widgetPaths.edit(widgetId)}/commerce`,
  /** A section of the hosted back office: `/admin/widget/edit/{id}/commerce/orders`. */
  commerce: (widgetId: string, section: CommerceSection) =>
    commercePaths.section(widgetPaths.commerceBase(widgetId), section),
  /** The embedded admin preview of a page: `/admin/preview/{site}/{page}?index=&platform=&themeMode=`. */
  preview: (
    siteId: string,
    pageKey: string,
    query: { index?: number; platform?: string; themeMode?: string } = {},
  ) => {
    const search = new URLSearchParams();
    if (query.index !== undefined) search.set('index', String(query.index));
    if (query.platform) search.set('platform', query.platform);
    if (query.themeMode) search.set('themeMode', query.themeMode);
    const text = search.toString();
    return `/admin/preview/${encodeURIComponent(siteId)}/${encodeURIComponent(pageKey)}${text ? `?${text}` : ''}`;
  },
  /** The page the embed code frames: the saved widget for visitors. */
  embed: (widgetId: string, apiKey: string, index?: number) => {
    const search = new URLSearchParams({ apiKey });
    if (index !== undefined) search.set('index', String(index));
    return `/embed/${encodeURIComponent(widgetId)}?${search.toString()}`;
  },
};

/** The key of a widget's page in preview URLs and drafts: a widget has one page. */
export const WIDGET_PAGE_KEY = 'main';
/** A site's home page: its title is not editable (seed 001 §4). */
export const HOME_PAGE_KEY = 'home';
import { commercePaths, type CommerceSection } from '@suite/shared';

/**
 * Where a site with a custom domain is served: its domain on the scheme and port of this admin, whose
 * server answers it too (the domain points at it).
 */
export function siteOrigin(domain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}`;
}
