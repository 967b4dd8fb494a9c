import { oc } from '@orpc/contract';
import { ExchangeRateInputSchema, ExchangeRateSchema } from '../schemas/exchange-rates';

export const exchangeRatesContract = {
  get: oc
    .route({
      method: 'GET',
      path: '/exchange-rates/{currency}',
      tags: ['Sites'],
      summary:
        "Public: a currency's rate to the US dollar, read from its price feed, for a site's prices in its Default currency",
    })
    .input(ExchangeRateInputSchema)
    .output(ExchangeRateSchema),
};
