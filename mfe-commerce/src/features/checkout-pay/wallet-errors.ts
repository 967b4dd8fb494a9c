import { isUserRejection } from '@suite/shared/react';

/**
 * A wallet failure in words for the paying customer: `declined` says what a refusal means at this
 * step (nothing was sent, or the network did not change); anything else as the suite words it
 * (`useWalletErrorMessage()`).
 */
export function paymentErrorMessage(
  error: unknown,
  declined: string,
  walletError: (error: unknown) => string,
): string {
  return isUserRejection(error) ? declined : walletError(error);
}
