import { useState } from 'react';
import { safeStorage } from '@suite/shared/react';
import type { ReceiptLink } from './order-in-url';
import { storedObject } from '../payments/stored-object';

const KEY_PREFIX = 'suite:pay:last-receipt:';

/** What storage holds for a checkout, if it is a receipt link: storage is anyone's to edit. */
function parseReceiptLink(raw: string | null): ReceiptLink | null {
  const value = storedObject(raw);
  if (!value) return null;
  if (!('orderId' in value) || !('receiptToken' in value)) return null;
  const { orderId, receiptToken } = value;
  if (typeof orderId !== 'string' || !/^[\w-]{1,100}$/.test(orderId)) return null;
  if (receiptToken !== null && (typeof receiptToken !== 'string' || !/^[\w.~-]{1,200}$/.test(receiptToken)))
    return null;
  return { orderId, receiptToken };
}

/** Remembers on this device the receipt of the order last placed from a checkout. */
export function rememberLastReceipt(checkoutId: string, link: ReceiptLink): void {
  safeStorage('local').setItem(`${KEY_PREFIX}${checkoutId}`, JSON.stringify(link));
}

/**
 * The receipt of the order last placed from this checkout on this device: its link may be the
 * buyer's only one (an order without an e-mail), and the address bar's is gone once they leave it.
 */
export function useLastReceipt(checkoutId: string): ReceiptLink | null {
  const [link] = useState(() => parseReceiptLink(safeStorage('local').getItem(`${KEY_PREFIX}${checkoutId}`)));
  return link;
}
