import Papa from 'papaparse';
import type { Order, OrderStatus } from '@suite/shared';

/**
 * The CSV of orders (one row per order), as exported from the orders list: its columns are named for
 * machines, its statuses as the page shows them (`statusLabel`, in the page's language).
 */
export function ordersCsv(orders: readonly Order[], statusLabel: (status: OrderStatus) => string): string {
  return Papa.unparse(
    orders.map((order) => ({
      id: order.id,
      createdAt: order.createdAt,
      status: statusLabel(order.status),
      amount: order.amount,
      chainId: order.chainId,
      token: order.contractAddress,
      sender: order.senderAddress,
      email: order.email ?? '',
      hash: order.hash,
      items: order.items.map((item) => `${item.quantity} x ${item.title}`).join('; '),
    })),
  );
}

export function downloadText(fileName: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
