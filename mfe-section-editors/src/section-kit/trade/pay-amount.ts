import type { SwapToken } from '@suite/shared/sections';
import type { TradePrice } from './trade-price';
import { useLeavesNoFee } from './use-token-balance';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * What a trading box's pay amount says under it, and whether it holds the trade back: why the amount is
 * none (`error`), or that an amount of the chain's own currency leaves too little of it for the network
 * fee (`warning`, `leavesNoFee`: the wallet would refuse to send it).
 */
export function usePayAmountNotes(
  chainId: number,
  sellToken: SwapToken,
  price: TradePrice,
): { box: { error?: string; warning?: string }; leavesNoFee: boolean } {
  const { t } = useSectionEditorsCatalog();
  const leavesNoFee = useLeavesNoFee(chainId, sellToken, price.state === 'priced' ? price.sellAmount : null);
  return {
    box: {
      error: price.state === 'invalid' ? price.message : undefined,
      warning: leavesNoFee ? t('swap.leavesNoFee', { symbol: sellToken.symbol }) : undefined,
    },
    leavesNoFee,
  };
}
