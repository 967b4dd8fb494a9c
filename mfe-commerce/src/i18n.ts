import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/**
 * mfe_commerce's back office messages. The seed's quoted messages (the receiver warning, 'Leave
 * without saving', the success toasts…) are word for word in English. What the public pay page
 * renders is in its own catalog (`features/checkout-pay/i18n.ts`, namespace `pay`), which the pay
 * page loads without this one.
 */
export const useCommerceCatalog = defineCatalog('commerce', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

/** The catalog's `t`, for helpers that word something for a component. */
export type CommerceTranslate = ReturnType<typeof useCommerceCatalog>['t'];

/**
 * What the back office and the standalone app prepare: their own catalog and the pay page's, whose
 * components they render too (connecting a wallet, a payment's progress, the checkout page `/c/{id}`).
 */
export const COMMERCE_NAMESPACES = ['commerce', 'pay'];
