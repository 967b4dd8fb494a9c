import * as z from 'zod/v4';
import { DecimalStringSchema } from './common';
import { coded } from '../i18n/validation';
import { SERIAL_ID_MAX } from '../constants/limits';

/**
 * Marketplace fees of a sale made through a site's asset store (issue 17, ADR 0011): the widget's
 * `fees.marketplaceFees`, added to the price and paid by the buyer to each recipient, in the same
 * payment as the price and with the order's reference. The server alone decides them (the widget
 * must be the checkout owner's and its asset store must list the checkout); the buyer's page only
 * shows them.
 */

/** A marketplace fee of a checkout as its buyer is shown it before paying. */
export const MarketplaceFeeSchema = z.object({
  recipient: z.string(),
  /** Percent of the price (at most 2 decimals). */
  percentage: z.number(),
  /** USD at the checkout's total (the page recomputes it for the quantities the buyer sets). */
  amount: DecimalStringSchema,
});
export type MarketplaceFee = z.infer<typeof MarketplaceFeeSchema>;

/** A site (widget) id as the checkout page carries it (`/c/{id}?site={widgetId}`). */
export const MarketplaceSiteIdSchema = z
  .number(coded('siteId'))
  .int(coded('siteId'))
  .min(1, coded('siteId'))
  .max(SERIAL_ID_MAX, coded('siteId'));
