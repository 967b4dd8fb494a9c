import { isUserRejection, walletErrorMessage } from '@suite/shared/react';

/**
 * A wallet failure in words for the paying customer: `declined` says what a refusal means at this
 * step (nothing was sent, or the network did not change); anything else as the suite words it.
 */
export function paymentErrorMessage(error: unknown, declined: string): string {
  return isUserRejection(error) ? declined : walletErrorMessage(error);
}
