import { SLIPPAGE_PERCENT_MAX, SLIPPAGE_PERCENT_MIN } from '@suite/shared';

/** The help lines the swap, token-trade and exchange editors share. */
export const CHAIN_CHANGE_HELP =
  "Changing the chain replaces the tokens with that chain's currency and stablecoins (on the local chain also its DEX's WETH and tTKN)";
export const SLIPPAGE_HELP = `Between ${SLIPPAGE_PERCENT_MIN}% and ${SLIPPAGE_PERCENT_MAX}%`;
export const SHOW_FEES_HELP =
  "The network fee and the quote service's fees, under the quote. The site's own swap fee (Fees → swap) is always shown";
