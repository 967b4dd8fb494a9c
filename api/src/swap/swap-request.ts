// What a price or quote asks, and the site's swap fee: the terms both quote providers (the built-in
// Uniswap V2 one and the 0x-compatible service) work from.
import type { SwapPriceInputSchema } from '@suite/shared';
import type { z } from 'zod';

export type SwapRequest = z.output<typeof SwapPriceInputSchema>;

/** A site's swap fee as both quote providers take it: a share of the sell amount, in basis points. */
export interface SwapFee {
  bps: bigint;
  recipient: `0x${string}`;
}
