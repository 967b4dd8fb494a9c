import { SLIPPAGE_PERCENT_MAX, SLIPPAGE_PERCENT_MIN } from '@suite/shared/sections';
import { useSectionEditorsCatalog } from '../../i18n';

/** The help lines the swap, token-trade and exchange editors share, in the page's language. */
export function useTradeEditorHelp(): { chainChange: string; slippage: string; showFees: string } {
  const { t } = useSectionEditorsCatalog();
  return {
    chainChange: t('swap.help.chainChange'),
    slippage: t('swap.help.slippage', { min: SLIPPAGE_PERCENT_MIN, max: SLIPPAGE_PERCENT_MAX }),
    showFees: t('swap.help.showFees'),
  };
}
