import { oc } from '@orpc/contract';
import { IdsBodySchema } from '../schemas/paging';
import {
  DeletedCountSchema,
  OrderCountSchema,
  OrderCreateInputSchema,
  OrderIdSchema,
  OrderItemsSchema,
  OrderReceiptSchema,
  OrderRevenueSchema,
  OrderSchema,
  OrdersPageSchema,
  OrdersQuerySchema,
} from '../schemas/orders';

const order = oc.route({ tags: ['Orders'] });

function action(verb: 'finalize' | 'refund' | 'cancel', summary: string) {
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
        'Public: record a sent payment as a Pending order (priced by the server); the server then verifies the transaction on chain',
    })
    .input(OrderCreateInputSchema)
    .output(OrderSchema),
  receipt: order
    .route({
      method: 'GET',
      path: '/orders/{id}/receipt',
      summary: 'Public: the status and payment of an order, for its customer’s receipt page',
    })
    .input(OrderIdSchema)
    .output(OrderReceiptSchema),
  bulkDelete: order
    .route({
      method: 'DELETE',
      path: '/orders',
      summary: 'Delete several orders of the seller (all or none)',
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
  refund: action('refund', 'Mark a confirmed or finalized order as refunded'),
  cancel: action('cancel', 'Cancel a pending or confirmed order'),
};
