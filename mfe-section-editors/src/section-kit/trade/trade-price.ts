import type { PricedSwap } from '@suite/shared';

/** The states of a trade's live price, as the trading boxes and their quote status show them. */
export type TradePrice =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | { state: 'loading' }
  | { state: 'priced'; price: PricedSwap; sellAmount: bigint }
  | { state: 'no-liquidity' }
  | { state: 'not-configured' }
  | { state: 'error'; message: string };
