import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/**
 * The buyer's messages: everything the public pay page (pay.html) renders — the checkout, the
 * payment, the receipt — so that page bundles these and not the whole back office's catalog
 * (`../../i18n.ts`). The back office reads them too where it shows the same components (connecting
 * a wallet, a payment's progress, buying credits). The few words both show on their own screens
 * (`common.*`, `orders.order`, `orders.transaction`, `orderStatus.*`) are in each catalog.
 */
export const usePayCatalog = defineCatalog('pay', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

/** The catalog's `t`, for helpers that word something for a component. */
export type PayTranslate = ReturnType<typeof usePayCatalog>['t'];

/** What the pay page prepares before its first render. */
export const PAY_NAMESPACES = ['pay'];
