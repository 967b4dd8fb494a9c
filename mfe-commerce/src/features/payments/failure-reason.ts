import type { OrderFailure } from '@suite/shared';
import { useChainName } from '@suite/shared/react';
import { usePayCatalog } from '../checkout-pay/i18n';

/** What the words need of an order that was not paid. */
interface FailedOrder {
  failure?: OrderFailure | null;
  /**
   * The server's English, said when the failure has no code (an order failed before codes) or one this
   * build does not know.
   */
  failureReason?: string | null;
  chainId?: number;
}

/**
 * Why an order was not paid, worded in the page's language from its failure's code; null for a code
 * this build does not know (a newer server's: the remotes deploy alone, ADR 0018), whose words the
 * caller takes from the server's English instead.
 */
export function useFailureText(): (failure: OrderFailure, chainId: number | undefined) => string | null {
  const { t } = usePayCatalog();
  const chainName = useChainName();
  return (failure, chainId) => {
    switch (failure.code) {
      case 'reverted':
        return t('payment.failure.reverted', {
          hash: failure.hash,
          network: chainId === undefined ? '' : chainName(chainId),
        });
      case 'expired': {
        // As the server words it: seconds under two minutes, else whole minutes.
        const seconds = Math.round(failure.windowMs / 1000);
        return seconds < 120
          ? t('payment.failure.expiredSeconds', { count: seconds })
          : t('payment.failure.expiredMinutes', { count: Math.round(seconds / 60) });
      }
      case 'sold':
        return t('payment.failure.sold');
      default:
        return null;
    }
  };
}

/**
 * Why an order was not paid, in the page's language (the buyer's receipt, the seller's order): its
 * payment transaction reverted, no payment came within the payment window, or its NFT was sold to
 * another buyer first. Null when the order says no reason.
 */
export function useFailureReasonText(): (order: FailedOrder) => string | null {
  const failureText = useFailureText();
  return ({ failure, failureReason = null, chainId }) =>
    (failure && failureText(failure, chainId)) ?? failureReason;
}
