import { apiFieldErrors } from '@suite/shared/client';
import type { PayTranslate } from './i18n';

/**
 * What changed outside the buyer's hands since the page read the checkout, from the fields the API
 * refused; told as `pay.refused.{change}`.
 */
type OutsideChange = 'network' | 'items' | 'listing' | 'checkout';

/** The fields the buyer fills in (`buyer-details.tsx`): their messages go beside them. */
const BUYER_FIELDS: readonly string[] = ['email', 'shippingAddress'];

function outsideChangeOf(root: string): OutsideChange {
  if (root === 'chainId' || root === 'tokenAddress') return 'network';
  if (root === 'items') return 'items';
  if (root === 'listingTokenId') return 'listing';
  return 'checkout';
}

/** A 400 of placing an order, split between what the buyer can correct and what only a reload shows. */
export interface OrderRefusal {
  /** Field path (`shippingAddress.city`) → the server's message, for the buyer's details form. */
  buyer: Record<string, string>;
  outside: OutsideChange[];
}

/** The refusal of a 400 that names fields; null for any other failure. */
export function orderRefusal(failure: unknown): OrderRefusal | null {
  const fields = Object.entries(apiFieldErrors(failure));
  if (fields.length === 0) return null;
  const buyer: Record<string, string> = {};
  const outside = new Set<OutsideChange>();
  for (const [path, message] of fields) {
    const root = path.split('.')[0] ?? path;
    if (BUYER_FIELDS.includes(root)) buyer[path] = message;
    else outside.add(outsideChangeOf(root));
  }
  return { buyer, outside: [...outside] };
}

/**
 * What the buyer reads above Pay: what changed and to reload the page, and whether to correct the
 * details marked beside their fields (`shownBeside`) or, for a field the form does not show, the
 * server's own words.
 */
export function orderRefusalText(t: PayTranslate, refusal: OrderRefusal, shownBeside: boolean): string {
  const sentences = refusal.outside.map((change) => t(`pay.refused.${change}`));
  if (sentences.length > 0) sentences.push(t('pay.refused.reload'));
  const buyer = Object.entries(refusal.buyer);
  if (buyer.length > 0) {
    sentences.push(
      shownBeside
        ? t('pay.refused.checkDetails')
        : t('pay.refused.details', {
            details: buyer.map(([path, message]) => `${path}: ${message}`).join('; '),
          }),
    );
  }
  return sentences.join(' ');
}
