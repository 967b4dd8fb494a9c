import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import type { BuyerDetails, PublicCheckout } from '@suite/shared';
import { useUnavailableReasonText, WalletGate } from '@suite/shared/react';
import { usePayCatalog } from './i18n';
import {
  checkoutTotal,
  feesAtTotal,
  initialQuantities,
  quantityError,
  quantityOf,
  totalWithFees,
  type Quantities,
} from './amounts';
import type { BuyerDetailsCheck } from './buyer-details';
import { CheckoutSummary } from './checkout-summary';
import { PayPanel } from './pay-panel';
import { ConnectWalletTrigger } from './connect-wallet-trigger';
import type { OnPlaced } from './order-in-url';
import type { PayStep } from './use-pay-checkout';
import type { CheckedOrder } from './wallet-checkout';
import { WalletPayIntro } from './wallet-pay-intro';

// The wallet's side (wagmi, viem's clients) loads when the customer asks to connect.
const WalletCheckout = lazy(() => import('./wallet-checkout'));
// The form of the buyer's details, with react-hook-form, for the checkouts that ask for them.
const BuyerDetailsForm = lazy(() => import('./buyer-details'));

/** What a checkout that asks nothing knows of its buyer. */
const NO_DETAILS: BuyerDetails = { email: undefined, shippingAddress: undefined };

export interface CheckoutPayPanelProps {
  checkout: PublicCheckout;
  /** The site whose asset store sold the checkout (`?site=`): the server adds its marketplace fees. */
  site?: number;
  /** Reads the checkout again (prices) right before paying. */
  refresh: () => Promise<PublicCheckout>;
  /** The order is placed: its receipt's address (`quiet`: written, not shown yet). */
  onPlaced: OnPlaced;
}

/** The checkout page's body: what is bought on one side, the customer's details and the payment on the other. */
export function CheckoutPayPanel({ checkout, site, refresh, onPlaced }: CheckoutPayPanelProps) {
  const { t } = usePayCatalog();
  const unavailableText = useUnavailableReasonText();
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(checkout.items));
  const total = checkoutTotal(checkout.items, quantities);
  const fees = feesAtTotal(total, checkout.marketplaceFees);
  const due = totalWithFees(total, fees);
  const { requireEmail, requireAddress } = checkout;
  const asksDetails = requireEmail || requireAddress;
  const buyerDetails = useRef<BuyerDetailsCheck>(null);
  const [step, setStep] = useState<PayStep | null>(null);
  const locked = step !== null;

  async function checkOrder(): Promise<CheckedOrder | null> {
    const buyer = asksDetails ? ((await buyerDetails.current?.check()) ?? null) : NO_DETAILS;
    if (!buyer || total === null || due === null) return null;
    const checked: Record<string, number> = {};
    for (const item of checkout.items) {
      const quantity = quantityOf(quantities, item);
      if (quantity === null || quantityError(quantity)) return null;
      checked[item.productId] = quantity;
    }
    return { quantities: checked, buyer, total, due };
  }

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <CheckoutSummary
          checkout={checkout}
          quantities={quantities}
          total={total}
          fees={fees}
          due={due}
          locked={locked}
          onQuantityChange={(productId, quantity) =>
            setQuantities((current) => ({ ...current, [productId]: quantity }))
          }
        />
      </Col>
      <Col xs={24} lg={10}>
        <PayPanel title={t('pay.payment')}>
          {checkout.unavailableReason ? (
            <Alert
              type="error"
              showIcon
              title={t('pay.unavailable')}
              description={unavailableText(checkout.unavailableReason)}
            />
          ) : (
            <Flex vertical gap={16}>
              {asksDetails && (
                <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
                  <BuyerDetailsForm
                    ref={buyerDetails}
                    requireEmail={requireEmail}
                    requireAddress={requireAddress}
                    disabled={locked}
                  />
                </Suspense>
              )}
              <WalletGate
                idle={(start) => (
                  <WalletPayIntro checkout={checkout}>
                    <ConnectWalletTrigger loading={false} onClick={start} />
                  </WalletPayIntro>
                )}
                loading={
                  <WalletPayIntro checkout={checkout}>
                    <ConnectWalletTrigger loading onClick={() => undefined} />
                  </WalletPayIntro>
                }
              >
                <WalletCheckout
                  checkout={checkout}
                  site={site}
                  due={due}
                  refresh={refresh}
                  onPlaced={onPlaced}
                  checkOrder={checkOrder}
                  onStepChange={setStep}
                  showBuyerErrors={(fields) => buyerDetails.current?.showServerErrors(fields) ?? false}
                />
              </WalletGate>
            </Flex>
          )}
        </PayPanel>
      </Col>
    </Row>
  );
}
