import type { Page } from '@playwright/test';
import {
  LOCAL_CHAIN_ID,
  LOCAL_TEST_STABLECOIN_ADDRESS,
  type OrderCreateInput,
  type OrderPlaced,
  type PublicCheckout,
} from '@suite/shared';

/** A call of the suite's API from the page, with its session cookie; fails on any 4xx/5xx answer. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  if (answer.status >= 400)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** The signed-in owner's API key, made on first ask: what an embed code carries (`?apiKey=`). */
export async function ownersApiKey(page: Page): Promise<string> {
  const key = await callApi<{ uuid: string }>(page, 'GET', '/api-key/by-account').catch(() =>
    callApi<{ uuid: string }>(page, 'POST', '/api-key'),
  );
  return key.uuid;
}

/**
 * Places an order through a checkout as its pay page does, at the checkout's own items, on the local
 * chain in tUSDC, and leaves it unpaid: a buyer who opened the page and has not paid yet. `site` and
 * `token` are the pay link's `?site=&token=` (an asset store's listing).
 */
export async function placeUnpaidOrder(
  page: Page,
  order: { checkoutId: string; email: string; sender: string; site?: number; token?: string },
): Promise<OrderPlaced> {
  const { checkoutId, email, sender, site, token } = order;
  const query = new URLSearchParams({
    ...(site === undefined ? {} : { site: String(site) }),
    ...(token === undefined ? {} : { token }),
  }).toString();
  const shown = await callApi<PublicCheckout>(
    page,
    'GET',
    `/checkouts/${checkoutId}/public${query ? `?${query}` : ''}`,
  );
  const input: OrderCreateInput = {
    siteId: site === undefined ? 'checkout-link' : String(site),
    checkoutId,
    ...(site === undefined ? {} : { marketplaceSiteId: site }),
    ...(token === undefined ? {} : { listingTokenId: token }),
    email,
    sender,
    chainId: LOCAL_CHAIN_ID,
    tokenAddress: LOCAL_TEST_STABLECOIN_ADDRESS,
    items: shown.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
  };
  return callApi<OrderPlaced>(page, 'POST', '/orders', input);
}
