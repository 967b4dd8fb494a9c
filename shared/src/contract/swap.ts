import { oc } from '@orpc/contract';
import {
  SwapPriceInputSchema,
  SwapPriceSchema,
  SwapQuoteInputSchema,
  SwapQuoteSchema,
  SwapStatusSchema,
} from '../schemas/swap';

/**
 * The swap, token-trade and exchange sections' prices and quotes, proxied to the 0x-compatible
 * service the server is configured with (its key never reaches the browser). Public: visitors of a
 * site trade without signing in to the suite.
 */
const swap = oc.route({ tags: ['Swap'] });

const QUOTE_SERVICE_ANSWERS =
  'Answers 503 when this server has no quote service configured, 502 when the service fails, 422 when it refuses the trade.';

export const swapContract = {
  status: swap
    .route({ method: 'GET', path: '/swap/status', summary: 'Whether this server can quote swaps' })
    .output(SwapStatusSchema),
  price: swap
    .route({
      method: 'GET',
      path: '/swap/price',
      summary: 'An indicative price for selling an amount of one token for another',
      description: QUOTE_SERVICE_ANSWERS,
    })
    .input(SwapPriceInputSchema)
    .output(SwapPriceSchema),
  quote: swap
    .route({
      method: 'GET',
      path: '/swap/quote',
      summary: "A firm quote for the taker's wallet, with the transaction to send",
      description: QUOTE_SERVICE_ANSWERS,
    })
    .input(SwapQuoteInputSchema)
    .output(SwapQuoteSchema),
};
