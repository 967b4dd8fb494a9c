import type { SiteTradeSettings } from '@suite/shared';
import { isNetworkOffered, offeredTokens } from '@suite/shared/schemas';
import { getAddress } from 'viem';
import type { AppDatabase } from '../db';
import { chainName } from '../domain/chains';
import { siteTradeSettings } from '../domain/sites';
import { invalidInput } from '../errors';
import type { SwapFee, SwapRequest } from './swap-request';

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
    throw invalidInput({ chainId: `This site does not offer trading on ${chainName(input.chainId)}` });
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
