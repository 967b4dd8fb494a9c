import { LOCAL_CHAIN_ID } from '@suite/shared';
import {
  SWAP_CHAIN_IDS,
  SWAP_NOT_CONFIGURED_MESSAGE,
  SwapPriceSchema,
  SwapQuoteSchema,
} from '@suite/shared/schemas';
import { apiError } from '../errors';
import { limitedPerMinute } from '../http/rate-limit';
import { base } from '../orpc';
import type { Services } from '../services';
import { siteSwapFee } from '../swap/site-fee';
import type { SwapRequest } from '../swap/swap-request';
import { routerPrice, routerQuote, SwapRouters } from '../swap/uniswap-v2';
import { askQuoteService } from '../swap/zero-ex';

/**
 * Public: a site's visitors ask for prices and quotes without signing in to the suite. A chain with a
 * Uniswap V2 router configured (the local chain by default) is quoted by the API itself; the main networks
 * by the 0x-compatible service when one is configured. Either way the site's swap fee is taken.
 */
export function swapProcedures({ config, db, log, rateLimits, verifier }: Services) {
  const routers = new SwapRouters(config.swapRouters, (chainId) => verifier.clientFor(chainId), log);
  /** The chains the 0x-compatible service quotes: the main networks (it has no liquidity on the local chain). */
  const serviceChainIds = config.swapQuote
    ? SWAP_CHAIN_IDS.filter((chainId) => chainId !== LOCAL_CHAIN_ID)
    : [];

  // Each price or quote spends the service's key or the chain's RPC: one client gets so many a minute,
  // counted together.
  const limited = limitedPerMinute(
    rateLimits,
    'swap',
    config.swapRateLimitPerMinute,
    'tooManyPriceRequests',
    'Too many price requests',
  );

  const status = base.swap.status.handler(async () => {
    const routerChainIds = await routers.readyChainIds();
    const chainIds = [...new Set([...routerChainIds, ...serviceChainIds])].sort((a, b) => a - b);
    return { configured: chainIds.length > 0, chainIds };
  });

  /** Which provider answers for the chain, with the site's fee (404 for an unknown site). */
  async function provider(input: SwapRequest) {
    const fee = await siteSwapFee(db, input);
    const router = await routers.ready(input.chainId);
    if (router) {
      const context = { chainId: input.chainId, client: verifier.clientFor(input.chainId), router, log };
      return { fee, router: context } as const;
    }
    if (config.swapQuote && serviceChainIds.includes(input.chainId)) {
      return { fee, service: config.swapQuote } as const;
    }
    throw apiError('SERVICE_UNAVAILABLE', 'swapNotConfigured', SWAP_NOT_CONFIGURED_MESSAGE);
  }

  const price = base.swap.price.use(limited).handler(async ({ input }) => {
    const chosen = await provider(input);
    return chosen.router
      ? routerPrice(chosen.router, input, chosen.fee)
      : askQuoteService(chosen.service, 'price', input, chosen.fee, SwapPriceSchema, log);
  });

  const quote = base.swap.quote.use(limited).handler(async ({ input }) => {
    const chosen = await provider(input);
    return chosen.router
      ? routerQuote(chosen.router, input, chosen.fee)
      : askQuoteService(chosen.service, 'quote', input, chosen.fee, SwapQuoteSchema, log);
  });

  return { status, price, quote };
}
