import type { SwapVariant } from '@suite/shared/sections';
import type { SectionEditorsKey } from '../../i18n';
import type { QuoteDetail } from './quote-details';

/** How a swap variant looks: width, control size, how much of the quote it shows, its frame. */
export interface SwapLayout {
  maxWidth: number | '100%';
  size: 'small' | 'middle' | 'large';
  detail: QuoteDetail;
  radius: number;
  bordered: boolean;
  /** Pro: the quote's details beside the box rather than under it (stacked on a phone). */
  sideBySide: boolean;
}

export const SWAP_LAYOUTS: Record<SwapVariant, SwapLayout> = {
  Classic: { maxWidth: 460, size: 'middle', detail: 'summary', radius: 8, bordered: true, sideBySide: false },
  MatchaLike: { maxWidth: 880, size: 'middle', detail: 'full', radius: 8, bordered: true, sideBySide: true },
  UniswapLike: {
    maxWidth: 480,
    size: 'large',
    detail: 'summary',
    radius: 20,
    bordered: true,
    sideBySide: false,
  },
  Minimal: { maxWidth: 420, size: 'middle', detail: 'rate', radius: 0, bordered: false, sideBySide: false },
  Compact: { maxWidth: 340, size: 'small', detail: 'rate', radius: 8, bordered: true, sideBySide: false },
  Mobile: {
    maxWidth: '100%',
    size: 'large',
    detail: 'summary',
    radius: 12,
    bordered: false,
    sideBySide: false,
  },
};

/** The names the editor shows (MatchaLike reads Pro, UniswapLike Modern). */
/** What the swap and wallet editors call each layout. */
export const SWAP_VARIANT_LABELS: Record<SwapVariant, SectionEditorsKey> = {
  Classic: 'swap.variants.classic',
  MatchaLike: 'swap.variants.matchaLike',
  UniswapLike: 'swap.variants.uniswapLike',
  Minimal: 'swap.variants.minimal',
  Compact: 'swap.variants.compact',
  Mobile: 'swap.variants.mobile',
};
