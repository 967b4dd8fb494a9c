import type { OrderAction, OrdersQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { readAllPages } from './all-pages';
import { deleteThenRefetch, useCommerceKey, useRevalidate } from './keys';

export function useOrders(query: OrdersQuery) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('orders', 'list', query), () => client.orders.list(query), {
    keepPreviousData: true,
  });
}

export function useOrder(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('orders', 'detail', id), () => client.orders.get({ id }));
}

export function useOrderCount() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('orders', 'count'), () => client.orders.count());
}

export function useTotalRevenue() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('orders', 'total-revenue'), () => client.orders.totalRevenue());
}

/** Runs an order action; the order, the lists and the dashboard totals are read again after it. */
export function useOrderAction() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return async (action: OrderAction, id: string, reason?: string) => {
    const order =
      action === 'refund'
        ? await client.orders.refund({ id, ...(reason ? { reason } : {}) })
        : await client.orders[action]({ id });
    await revalidate('orders', 'notifications');
    return order;
  };
}

/** The seller accepts an underpaid order's short payment as its payment. */
export function useAcceptPayment() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return async (id: string) => {
    const order = await client.orders.acceptPayment({ id });
    await revalidate('orders', 'notifications');
    return order;
  };
}

/** Deletes the seller's orders (all or none: each one the API says is `deletable`); the lists and totals are read again. */
export function useDeleteOrders() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return (ids: string[]) =>
    deleteThenRefetch(
      () => client.orders.bulkDelete({ ids }),
      () => revalidate('orders'),
    );
}

/** Every order of the filter, page after page (for the CSV export). */
export function useFetchAllOrders() {
  const client = useApiClient();
  return (query: Omit<OrdersQuery, 'page' | 'limit'>) =>
    readAllPages((page, limit) => client.orders.list({ ...query, page, limit }));
}
