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

/**
 * The NFT a site's asset store sells through a checkout (one of its listings): the order placed from
 * the listing names it, so its seller knows which token to deliver, and the listing closes once paid.
 */
export const ListedNftSchema = z.object({
  chainId: z.number().int(),
  /** The collection's contract (lower-case). */
  contractAddress: z.string(),
  /** A uint256 in decimal digits, without leading zeros. */
  tokenId: z.string(),
});
export type ListedNft = z.infer<typeof ListedNftSchema>;

const tokenNumber = (tokenId: string) => (/^\d+$/.test(tokenId) ? BigInt(tokenId).toString() : tokenId);

/** One NFT: the same chain, contract (in any case) and token (`007` is `7`). */
export function isSameNft(a: ListedNft, b: ListedNft): boolean {
  return (
    a.chainId === b.chainId &&
    a.contractAddress.toLowerCase() === b.contractAddress.toLowerCase() &&
    tokenNumber(a.tokenId) === tokenNumber(b.tokenId)
  );
}

/** A site (widget) id as the checkout page carries it (`/c/{id}?site={widgetId}`). */
export const MarketplaceSiteIdSchema = z
  .number(coded('siteId'))
  .int(coded('siteId'))
  .min(1, coded('siteId'))
  .max(SERIAL_ID_MAX, coded('siteId'));
