import type { ExchangeRate, FxCurrency } from '@suite/shared';
import type { FxFeed } from '../config';
import { FX_RATE_CACHE_MS, readExchangeRate, UnusableRate } from '../domain/exchange-rates';
import { apiError, rpcUnreadable } from '../errors';
import { base } from '../orpc';
import type { SiteReadsLimit } from '../http/public-reads-limit';
import type { Services } from '../services';

export function exchangeRateProcedures(services: Services, siteReads: SiteReadsLimit) {
  const { config, verifier, log } = services;
  // One read a minute per currency, whoever asks: every visitor of a site priced in euros reads the same
  // rate, and those who ask while it is read wait for the same answer (or the same error).
  const cache = new Map<FxCurrency, { expires: number; rate: Promise<ExchangeRate> }>();

  async function read(currency: FxCurrency, feed: FxFeed): Promise<ExchangeRate> {
    try {
      return await readExchangeRate(verifier.clientFor(feed.chainId), currency, feed);
    } catch (error) {
      cache.delete(currency);
      if (error instanceof UnusableRate) {
        log.warn({ currency, feed: feed.address, chainId: feed.chainId }, error.message);
        const updatedAt = error.updatedAt?.toISOString() ?? 'never';
        throw apiError(
          'BAD_GATEWAY',
          'exchangeRateStale',
          `The ${currency} rate is out of date: its feed was last updated ${updatedAt}`,
          { currency, updatedAt },
        );
      }
      log.warn({ err: error, currency, chainId: feed.chainId }, 'An exchange-rate feed could not be read');
      throw rpcUnreadable(feed.chainId);
    }
  }

  const get = base.exchangeRates.get.use(siteReads).handler(async ({ input }) => {
    const { currency } = input;
    const feed = config.fxFeeds.get(currency);
    if (!feed) {
      throw apiError(
        'NOT_FOUND',
        'exchangeRateNotConfigured',
        `No exchange rate to ${currency} is configured on this server`,
        { currency },
      );
    }
    const cached = cache.get(currency);
    if (cached && cached.expires > Date.now()) return cached.rate;
    const rate = read(currency, feed);
    cache.set(currency, { expires: Date.now() + FX_RATE_CACHE_MS, rate });
    return rate;
  });
  return { get };
}
