import * as z from 'zod/v4';
import { FX_CURRENCIES } from '../constants/exchange-rates';
import { AddressSchema, DecimalStringSchema } from './common';
import { coded } from '../i18n/validation';

export const ExchangeRateInputSchema = z.object({
  currency: z.enum(FX_CURRENCIES, coded('currencyCode')),
});

/**
 * One currency's rate to the US dollar, as its price feed answers it (ADR 0026): a site shows its
 * prices in that currency with it; the buyer still pays the US dollar amount in stablecoins.
 */
export const ExchangeRateSchema = z.object({
  currency: z.enum(FX_CURRENCIES),
  /** The US dollars one unit is worth. */
  usdPerUnit: DecimalStringSchema,
  /** When the feed's answer was written on chain. */
  updatedAt: z.iso.datetime(),
  /** Where it was read: the feed's chain and address. */
  chainId: z.number().int(),
  feed: AddressSchema,
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
