import { isUserRejection, walletErrorMessage } from '@suite/shared/react';

/**
 * A wallet failure in words for the paying customer: `declined` says what a refusal means at this
 * step (nothing was sent, or the network did not change); anything else as the suite words it, a
 * failed API call as `errorMessage` does (`useApiErrorMessage()`).
 */
export function paymentErrorMessage(
  error: unknown,
  declined: string,
  errorMessage: (error: unknown) => string,
): string {
  return isUserRejection(error) ? declined : walletErrorMessage(error, errorMessage);
}
