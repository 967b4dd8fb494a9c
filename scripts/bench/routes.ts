// The routes whose first load issue 18 budgets, as `pnpm bench:web` and the e2e ceiling check load them:
// signed in as the demo store's owner, except the customer's pay page.
import type { APIRequestContext } from '@playwright/test';
import type { RouteName } from '../rspack/route-budgets.mjs';

export interface BenchRoute {
  name: RouteName;
  path: string;
  signedIn: boolean;
  /** Where the route is served: the shell unless a remote's own deployment. */
  origin: 'shell' | 'commerce standalone';
}

export function benchRoutes({
  widgetId,
  checkoutId,
}: {
  widgetId: number;
  checkoutId: string;
}): BenchRoute[] {
  return [
    { name: 'widget editor', path: `/admin/widget/edit/${widgetId}`, signedIn: true, origin: 'shell' },
    { name: 'widget list', path: '/admin/widget', signedIn: true, origin: 'shell' },
    { name: 'account', path: '/u/account', signedIn: true, origin: 'shell' },
    { name: 'commerce products', path: '/u/account/commerce/products', signedIn: true, origin: 'shell' },
    { name: 'commerce orders', path: '/u/account/commerce/orders', signedIn: true, origin: 'shell' },
    { name: 'commerce checkouts', path: '/u/account/commerce/checkouts', signedIn: true, origin: 'shell' },
    { name: 'pay page', path: `/c/${checkoutId}`, signedIn: false, origin: 'shell' },
    {
      name: 'commerce standalone',
      path: '/u/account/commerce/orders',
      signedIn: true,
      origin: 'commerce standalone',
    },
  ];
}

/** The seed's widget (api/src/seed/demo-data.ts). */
export const DEMO_WIDGET_NAME = 'Demo store';

/**
 * The demo store's widget and its first checkout, read through the API by its signed-in owner
 * (`request` carries the session): the ids the routes above need.
 */
export async function demoStoreIds(
  request: APIRequestContext,
  origin: string,
): Promise<{ widgetId: number; checkoutId: string }> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${origin}/api${path}`);
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const widgets = await read<{ items: { id: number; configParsed: { name: string } }[] }>(
    `/widget/list?q=${encodeURIComponent(DEMO_WIDGET_NAME)}`,
  );
  const checkouts = await read<{ items: { id: string }[] }>('/checkouts');
  const widgetId = widgets.items.find((widget) => widget.configParsed.name === DEMO_WIDGET_NAME)?.id;
  const checkoutId = checkouts.items[0]?.id;
  if (!widgetId || !checkoutId)
    throw new Error('The signed-in owner has no demo store widget or no checkout');
  return { widgetId, checkoutId };
}
