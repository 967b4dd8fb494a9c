import { useDebounce } from 'use-debounce';
import { SWAP_QUOTE_DEBOUNCE_MS } from '@suite/shared/schemas';
import type { SwapToken } from '@suite/shared/sections';
import { useApiErrorMessage, useFormat } from '@suite/shared/react';
import { isSwapNotConfigured, useSwapPrice } from '../../api/swap';
import { parseTokenAmount } from './amounts';
import { useTradeSiteId } from './site-trade';
import type { TradePrice } from './trade-price';
import { useSectionEditorsCatalog } from '../../i18n';

export interface TradePriceRequest {
  chainId: number;
  sellToken: SwapToken;
  buyToken: SwapToken;
  /** The amount box's text, in units of the sell token. */
  amount: string;
  slippageBps: number;
  /** The connected wallet, so the price knows its balance and allowance. */
  taker?: string;
}

/**
 * The live price of what the visitor is typing: checked at once (a bad amount says why beside the
 * box), asked for 500 ms after the typing stops, refreshed while it stays on screen.
 */
export function useTradePrice({
  chainId,
  sellToken,
  buyToken,
  amount,
  slippageBps,
  taker,
}: TradePriceRequest) {
  const errorMessage = useApiErrorMessage();
  // The site traded on: the server takes its swap fee and names it in `fees.integratorFee`.
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const siteId = useTradeSiteId();
  const [settled] = useDebounce(amount, SWAP_QUOTE_DEBOUNCE_MS);
  const typed = parseTokenAmount(amount, sellToken.decimals, t, locale);
  const parsed = parseTokenAmount(settled, sellToken.decimals, t, locale);
  const sameToken = sellToken.address.toLowerCase() === buyToken.address.toLowerCase();
  const askable = parsed.kind === 'valid' && !sameToken;
  const { data, error, isLoading } = useSwapPrice(
    askable
      ? {
          chainId,
          sellToken: sellToken.address,
          buyToken: buyToken.address,
          sellAmount: parsed.value.toString(),
          slippageBps,
          taker,
          siteId,
        }
      : null,
  );

  function state(): TradePrice {
    if (typed.kind === 'empty') return { state: 'idle' };
    if (typed.kind === 'invalid') return { state: 'invalid', message: typed.message };
    if (sameToken) return { state: 'invalid', message: t('swap.pickTwoTokens') };
    if (settled !== amount || isLoading || parsed.kind !== 'valid') return { state: 'loading' };
    if (error) {
      return isSwapNotConfigured(error)
        ? { state: 'not-configured' }
        : { state: 'error', message: errorMessage(error) };
    }
    if (!data) return { state: 'loading' };
    if (!data.liquidityAvailable) return { state: 'no-liquidity' };
    return { state: 'priced', price: data, sellAmount: parsed.value };
  }

  return state();
}
