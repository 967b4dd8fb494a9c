import { orderReference, type Notification } from '@suite/shared';
import { useChainName, useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { useFailureText } from '../payments/failure-reason';

/** The catalog's words of a payment that reached an order after the seller settled it. */
const PAID_AFTER = {
  'order.paidAfterCancel': 'paidAfterCancel',
  'order.paidAfterRefund': 'paidAfterRefund',
  'order.paidAfterAccept': 'paidAfterAccept',
  'order.paidAfterPaid': 'paidAfterPaid',
} as const;

/** What a notification says, in the page's language. */
export interface NotificationText {
  title: string;
  message: string;
}

/**
 * Words an order's notification in the page's language from what it is about (`kind`, `params`); a
 * notification this page does not know, or one written before it had parameters, keeps the English
 * the server wrote.
 */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t } = useCommerceCatalog();
  const format = useFormat();
  const failureText = useFailureText();
  const chainName = useChainName();
  return (notification) => {
    const { params, orderId } = notification;
    if (!params || !orderId) return notification;
    const order = orderReference(orderId);
    const amount = params.amount === undefined ? '' : format.usd(params.amount);
    switch (notification.kind) {
      case 'order.created':
        return {
          title: t('notifications.events.created.title'),
          message: t('notifications.events.created.message', { amount }),
        };
      case 'order.confirmed': {
        const network = params.chainId === undefined ? '' : chainName(params.chainId);
        // `received` on a confirmation: a short payment the seller accepted, worded with what arrived.
        if (params.received !== undefined)
          return {
            title: t('notifications.events.confirmed.title'),
            message: t('notifications.events.confirmed.short', {
              received: format.usd(params.received),
              amount,
              order,
              network,
            }),
          };
        const confirmed = t('notifications.events.confirmed.message', { amount, order, network });
        return {
          title: t('notifications.events.confirmed.title'),
          message: params.overpaid
            ? `${confirmed} ${t('notifications.events.confirmed.overpaid', { amount: format.usd(params.overpaid) })}`
            : confirmed,
        };
      }
      case 'order.failed': {
        // A failure without its code (written before codes), or with one this build does not know,
        // keeps the server's words.
        const reason = params.failure && failureText(params.failure, params.chainId);
        if (!reason) return notification;
        return {
          title: t('notifications.events.failed.title'),
          message: t('notifications.events.failed.message', { order, reason }),
        };
      }
      case 'order.finalized':
        return {
          title: t('notifications.events.finalized.title'),
          message: t('notifications.events.finalized.message', { order }),
        };
      case 'order.refunded':
        return {
          title: t('notifications.events.refunded.title'),
          message: t('notifications.events.refunded.message', { order }),
        };
      case 'order.cancelled':
        return {
          title: t('notifications.events.cancelled.title'),
          message: t('notifications.events.cancelled.message', { order }),
        };
      case 'order.paidAfterCancel':
      case 'order.paidAfterRefund':
      case 'order.paidAfterAccept':
      case 'order.paidAfterPaid': {
        const event = PAID_AFTER[notification.kind];
        return {
          title: t(`notifications.events.${event}.title`),
          message: t(`notifications.events.${event}.message`, {
            amount: params.received === undefined ? amount : format.usd(params.received),
            order,
          }),
        };
      }
      default:
        return notification;
    }
  };
}
