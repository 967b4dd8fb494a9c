import { getAddress } from 'viem';
import type { AppDatabase } from '../db';
import { siteTradeSettings } from '../procedures/trade-settings';

/** A site's swap fee as both quote providers take it: a share of the sell amount, in basis points. */
export interface SwapFee {
  bps: bigint;
  recipient: `0x${string}`;
}

/**
 * The swap fee of the site a visitor trades on (Fees → swap), read from its saved settings, never from
 * the client; none without a site. An unknown site answers 404.
 */
export async function siteSwapFee(
  db: Pick<AppDatabase, 'select'>,
  siteId: number | undefined,
): Promise<SwapFee | null> {
  if (siteId === undefined) return null;
  const { swapFee } = await siteTradeSettings(db, siteId);
  if (!swapFee) return null;
  // Fees are percentages with at most 2 decimals: a whole number of basis points.
  return {
    bps: BigInt(Math.round(swapFee.amountPercentage * 100)),
    recipient: getAddress(swapFee.recipient),
  };
}
