// The routes whose first load issue 18 budgets, as `pnpm bench:web` and the e2e ceiling check load them:
// signed in as the demo store's owner, except the customer's pay page.
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
