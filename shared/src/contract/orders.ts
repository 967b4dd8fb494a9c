import { oc } from '@orpc/contract';
import { IdsBodySchema } from '../schemas/paging';
import {
  DeletedCountSchema,
  OrderContentInputSchema,
  OrderContentSchema,
  OrderCountSchema,
  OrderCreateInputSchema,
  OrderIdSchema,
  OrderItemsSchema,
  OrderPlacedSchema,
  OrderReceiptSchema,
  OrderRefundInputSchema,
  OrderRevenueSchema,
  OrderSchema,
  OrdersPageSchema,
  OrdersQuerySchema,
} from '../schemas/orders';
import { ReportPaymentInputSchema } from '../schemas/payments';

const order = oc.route({ tags: ['Orders'] });

function action(verb: 'finalize' | 'cancel' | 'accept-payment', summary: string) {
  return order
    .route({ method: 'POST', path: `/orders/{id}/${verb}`, summary })
    .input(OrderIdSchema)
    .output(OrderSchema);
}

export const ordersContract = {
  list: order
    .route({
      method: 'GET',
      path: '/orders',
      summary: 'The seller’s orders, newest first, filtered by status and q (id, hash, sender, e-mail)',
    })
    .input(OrdersQuerySchema)
    .output(OrdersPageSchema),
  create: order
    .route({
      method: 'POST',
      path: '/orders',
      summary:
        'Public: place an order before paying it (priced by the server): a Pending order with its payment request, whose on-chain reference binds the payment to this order only, and the secret of the buyer’s receipt link',
      description:
        'Answers 429 past the per-client or per-checkout limit, and 503 when the chain cannot be read (nothing is charged).',
    })
    .input(OrderCreateInputSchema)
    .output(OrderPlacedSchema),
  receipt: order
    .route({
      method: 'GET',
      path: '/orders/{id}/receipt',
      summary: 'Public: the status and payment of an order, for its customer’s receipt page',
    })
    .input(OrderIdSchema)
    .output(OrderReceiptSchema),
  reportPayment: order
    .route({
      method: 'POST',
      path: '/orders/{id}/payment',
      summary:
        'Public: the customer reports the transaction that paid the order; it counts only if it carries the order’s reference (the order’s own payment call that reverted makes it TransactionFailed)',
    })
    .input(ReportPaymentInputSchema)
    .output(OrderReceiptSchema),
  content: order
    .route({
      method: 'POST',
      path: '/orders/{id}/content',
      summary:
        'Public: the protected content of a paid order’s digital products, for the holder of its receipt link',
    })
    .input(OrderContentInputSchema)
    .output(OrderContentSchema),
  bulkDelete: order
    .route({
      method: 'DELETE',
      path: '/orders',
      summary:
        'Delete several orders of the seller (all or none): each must be cancelled, with no payment received and none still awaited (`deletable`), else 409 orderNotDeletable',
    })
    .input(IdsBodySchema)
    .output(DeletedCountSchema),
  count: order
    .route({ method: 'GET', path: '/orders/count', summary: 'How many orders the seller has' })
    .output(OrderCountSchema),
  totalRevenue: order
    .route({
      method: 'GET',
      path: '/orders/total-revenue',
      summary: 'Sum in USD of confirmed and finalized orders',
    })
    .output(OrderRevenueSchema),
  get: order
    .route({ method: 'GET', path: '/orders/{id}', summary: 'One order with its items' })
    .input(OrderIdSchema)
    .output(OrderSchema),
  items: order
    .route({ method: 'GET', path: '/orders/{id}/items', summary: 'The items of one order' })
    .input(OrderIdSchema)
    .output(OrderItemsSchema),
  finalize: action('finalize', 'Finalize a confirmed order'),
  refund: order
    .route({
      method: 'POST',
      path: '/orders/{id}/refund',
      summary:
        'Mark a paid, finalized or underpaid order, or a cancelled one a payment reached after all, as refunded (an underpaid one needs the reason, told to the customer)',
    })
    .input(OrderRefundInputSchema)
    .output(OrderSchema),
  cancel: action(
    'cancel',
    'Cancel a pending or failed order that no payment has reached (a paid one is refunded)',
  ),
  acceptPayment: action(
    'accept-payment',
    'Accept an underpaid order as paid: it is confirmed with what was received',
  ),
};
