import { chainById, isNetworkOffered, offeredTokens, type SiteTradeSettings } from '@suite/shared';
import { getAddress } from 'viem';
import type { AppDatabase } from '../db';
import { invalidInput } from '../procedures/input-errors';
import { siteTradeSettings } from '../procedures/trade-settings';
import type { SwapRequest } from './zero-ex';

/** A site's swap fee as both quote providers take it: a share of the sell amount, in basis points. */
export interface SwapFee {
  bps: bigint;
  recipient: `0x${string}`;
}

function feeOf(settings: SiteTradeSettings): SwapFee | null {
  const { swapFee } = settings;
  if (!swapFee) return null;
  // Fees are percentages with at most 2 decimals: a whole number of basis points.
  return {
    bps: BigInt(Math.round(swapFee.amountPercentage * 100)),
    recipient: getAddress(swapFee.recipient),
  };
}

/**
 * The terms of a trade on a site (the site's saved settings, never the client's word): its swap fee
 * (Fees → swap), and a 400 naming the field when the site does not offer the chain (Data → Networks) or a
 * token (Data → Tokens) — what its sections would not have offered. No site: no fee, nothing to check.
 * An unknown site answers 404.
 */
export async function siteSwapFee(
  db: Pick<AppDatabase, 'select'>,
  input: Pick<SwapRequest, 'siteId' | 'chainId' | 'sellToken' | 'buyToken'>,
): Promise<SwapFee | null> {
  if (input.siteId === undefined) return null;
  const settings = await siteTradeSettings(db, input.siteId);
  if (!isNetworkOffered(settings, input.chainId)) {
    const chain = chainById(input.chainId)?.name ?? `chain ${input.chainId}`;
    throw invalidInput({ chainId: `This site does not offer trading on ${chain}` });
  }
  const fields: Record<string, string> = {};
  for (const side of ['sellToken', 'buyToken'] as const) {
    if (offeredTokens([{ address: input[side] }], settings, input.chainId).length === 0) {
      fields[side] = 'This site does not offer this token';
    }
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return feeOf(settings);
}
