import type { CheckoutPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CheckoutPageRoute } from '../routes/checkout-page';

/** `mfe_commerce/CheckoutPage`: the public checkout page (`/c/{id}`). */
export function CheckoutPage({ apiBaseUrl, checkoutId }: CheckoutPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CheckoutPageRoute checkoutId={checkoutId} />
    </SuiteProviders>
  );
}

export default CheckoutPage;
