// The first-load JavaScript budget of each route, gzip KiB, signed in, until the network is idle
// (issue 18): printed against by `pnpm bench:web`, checked by the build.

/** @typedef {'widget editor' | 'widget list' | 'account' | 'commerce products' | 'commerce orders' | 'commerce checkouts' | 'pay page' | 'commerce standalone'} RouteName */

/** @type {Readonly<Record<RouteName, number>>} */
export const ROUTE_BUDGETS_KIB = {
  'widget editor': 600,
  'widget list': 350,
  account: 350,
  'commerce products': 400,
  'commerce orders': 400,
  'commerce checkouts': 400,
  'pay page': 250,
  'commerce standalone': 400,
};
