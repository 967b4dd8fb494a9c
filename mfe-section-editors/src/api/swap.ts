import { keyPart } from './read';
import type { SwapPriceInput } from '@suite/shared';
import { SWAP_PRICE_REFRESH_MS } from '@suite/shared/schemas';
import { apiErrorReason, apiErrorStatus } from '@suite/shared/client';
import { resourceKey, useApiClientContext, useApiResource } from '@suite/shared/react';

/** Keys carry the API origin: two apps on one page may talk to two APIs. */
const swapKeys = {
  status: (apiBaseUrl: string) => resourceKey('sections', apiBaseUrl, null, 'swap-status'),
  price: (apiBaseUrl: string, input: SwapPriceInput) =>
    resourceKey(
      'sections',
      apiBaseUrl,
      null,
      'swap-price',
      input.chainId,
      input.sellToken,
      input.buyToken,
      input.sellAmount,
      input.taker ?? '',
      input.slippageBps ?? '',
      // The site's swap fee changes the price.
      keyPart(input.siteId),
    ),
};

/**
 * The server has no quote service configured (503 `swapNotConfigured`), so asking again will not help; another
 * 503 (a busy database) is worth another try.
 */
export function isSwapNotConfigured(error: unknown): boolean {
  return apiErrorStatus(error) === 503 && apiErrorReason(error)?.reason === 'swapNotConfigured';
}

/** Whether this server quotes swaps (`GET /api/swap/status`). */
export function useSwapStatus() {
  const { client, apiBaseUrl } = useApiClientContext();
  return useApiResource(swapKeys.status(apiBaseUrl), () => client.swap.status(), {
    revalidateOnFocus: false,
  });
}

/**
 * The indicative price of a trade (`GET /api/swap/price`), refreshed while shown; no request while
 * `input` is null (no amount yet, or a bad one).
 */
export function useSwapPrice(input: SwapPriceInput | null) {
  const { client, apiBaseUrl } = useApiClientContext();
  return useApiResource(
    input ? swapKeys.price(apiBaseUrl, input) : null,
    async () => (input ? client.swap.price(input) : null),
    {
      refreshInterval: SWAP_PRICE_REFRESH_MS,
      revalidateOnFocus: false,
      // A refused or unconfigured trade does not get better by asking again at once.
      shouldRetryOnError: false,
    },
  );
}
