import { COMMERCE_BASE_PATH, commercePaths, orderReference, type OrderItem } from '@suite/shared';
import type { Config } from '../config';
import type { orders } from '../db/schema';
import { chainName } from '../domain/chains';
import { normalizeDecimal, toMicros } from '../domain/decimal';
import type { Mail } from './mail-outbox';

type OrderRow = typeof orders.$inferSelect;

function lines(items: OrderItem[]): string {
  return items.map((item) => `- ${item.title} × ${item.quantity} — ${item.price} USD each`).join('\n');
}

function paidLine(order: OrderRow): string {
  const paid = order.paidAmount ? normalizeDecimal(order.paidAmount) : normalizeDecimal(order.amount);
  const chain = chainName(order.chainId);
  return `Paid: ${paid} USD on ${chain}${order.hash ? ` (transaction ${order.hash})` : ''}`;
}

/**
 * What the seller got: the total, or what a short payment the seller accepted came to, against the
 * total (an accepted order is confirmed with less than it, which the subject must not hide).
 */
function paidOfTotal(order: OrderRow): string {
  const total = normalizeDecimal(order.amount);
  if (order.paidAmount === null || toMicros(order.paidAmount) >= toMicros(order.amount)) return total;
  return `${normalizeDecimal(order.paidAmount)} USD of ${total}`;
}

/** The buyer's receipt, with the secret link to the receipt page (digital products' content included). */
export function buyerReceiptMail(
  order: OrderRow,
  items: OrderItem[],
  link: string | undefined,
  hasDigitalContent: boolean,
): Mail | undefined {
  if (!order.email) return undefined;
  return {
    to: order.email,
    subject: `Your payment for order ${orderReference(order.id)} is confirmed`,
    text: [
      'Thank you for your order.',
      '',
      lines(items),
      `Total: ${normalizeDecimal(order.amount)} USD`,
      paidLine(order),
      '',
      link
        ? `${hasDigitalContent ? 'Your digital products are on your receipt page' : 'Your receipt page'} (keep this link to yourself): ${link}`
        : 'Keep this e-mail as your receipt.',
    ].join('\n'),
  };
}

/** The seller's message about a paid order, to the notification e-mail of the store's settings. */
export function sellerNewOrderMail(
  order: OrderRow,
  items: OrderItem[],
  to: string | null | undefined,
  config: Pick<Config, 'publicAppUrl'>,
): Mail | undefined {
  if (!to) return undefined;
  return {
    to,
    subject: `New order ${orderReference(order.id)}: ${paidOfTotal(order)} USD paid`,
    text: [
      `Order ${orderReference(order.id)} was paid and confirmed.`,
      '',
      lines(items),
      `Total: ${normalizeDecimal(order.amount)} USD`,
      paidLine(order),
      order.email ? `Customer e-mail: ${order.email}` : 'The customer gave no e-mail.',
      order.shippingAddress
        ? `Ship to: ${[order.shippingAddress.name, order.shippingAddress.line1, order.shippingAddress.line2, order.shippingAddress.postalCode, order.shippingAddress.city, order.shippingAddress.region, order.shippingAddress.country].filter(Boolean).join(', ')}`
        : '',
      '',
      `See the order: ${config.publicAppUrl}${commercePaths.order(COMMERCE_BASE_PATH, order.id)}`,
    ]
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n'),
  };
}
