import { useCallback } from 'react';
import { PUBLIC_CHECKOUT_MESSAGES } from '../constants/public-checkout-messages';
import { useSharedCatalog } from './i18n/shared-catalog';

type UnavailableKind = keyof typeof PUBLIC_CHECKOUT_MESSAGES;

/** Each reason's words in the catalog: the API's own where it refuses an order for it too. */
const KEYS = {
  notFound: 'apiErrors.publicCheckoutNotFound',
  receiverMissing: 'apiErrors.storeReceiverMissing',
  noCredits: 'apiErrors.storeCannotTakeOrders',
  noNetwork: 'checkoutUnavailable.noNetwork',
  itemsUnavailable: 'checkoutUnavailable.itemsUnavailable',
  nftSold: 'apiErrors.listingSold',
} as const satisfies Record<UnavailableKind, string>;

const KINDS = Object.keys(PUBLIC_CHECKOUT_MESSAGES).filter((kind): kind is UnavailableKind => kind in KEYS);

/**
 * Why a checkout or a site's store cannot be paid (`unavailableReason`), in the page's language. The
 * API words it in English, one of `PUBLIC_CHECKOUT_MESSAGES`; a text this client does not know (from
 * a newer server) is shown as it came.
 */
export function useUnavailableReasonText(): (reason: string) => string {
  const { t } = useSharedCatalog();
  return useCallback(
    (reason: string) => {
      const kind = KINDS.find((candidate) => PUBLIC_CHECKOUT_MESSAGES[candidate] === reason);
      return kind ? t(KEYS[kind]) : reason;
    },
    [t],
  );
}
