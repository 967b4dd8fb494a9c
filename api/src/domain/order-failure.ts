// Why an order was not paid, written once as both of its columns: the code a page words in its own
// language (`failure`), and the English the API, the webhooks and the notifications say (`failureReason`).
import type { OrderFailure } from '@suite/shared';
import { chainName } from './chains';

/** "60 minutes", "3 seconds": how long an order waited for a payment. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
}

function failureReason(failure: OrderFailure, chainId: number): string {
  switch (failure.code) {
    case 'reverted':
      return `The payment transaction ${failure.hash} was reverted on ${chainName(chainId)}: nothing was paid`;
    case 'expired':
      return `No payment arrived within ${duration(failure.windowMs)} of the order`;
    case 'sold':
      return 'The NFT of this order was sold to another buyer before any payment arrived';
  }
}

/** The order columns that say it was not paid, and why. */
export function orderFailure(
  failure: OrderFailure,
  chainId: number,
): { failure: OrderFailure; failureReason: string } {
  return { failure, failureReason: failureReason(failure, chainId) };
}
