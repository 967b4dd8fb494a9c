import { formatUnitsText, parseUnitsText, type PaymentRequest } from '@suite/shared';

/** USD amounts have at most 6 decimals (the API's money scale). */
const USD_DECIMALS = 6;

/** What is still to pay of a payment request, price and marketplace fees together (USD). */
export function missingWithFees(payment: Pick<PaymentRequest, 'missingAmount' | 'fees'>): string {
  const micros = payment.fees.reduce(
    (sum, fee) => sum + parseUnitsText(fee.missingAmount, USD_DECIMALS),
    parseUnitsText(payment.missingAmount, USD_DECIMALS),
  );
  return formatUnitsText(micros, USD_DECIMALS);
}
