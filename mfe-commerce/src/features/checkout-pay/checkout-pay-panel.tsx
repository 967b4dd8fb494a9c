import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, Col, Flex, Row } from 'antd';
import { useForm } from 'react-hook-form';
import {
  buyerDetailsSchema,
  type BuyerDetails,
  type BuyerDetailsInput,
  type PublicCheckout,
  type StablecoinToken,
} from '@suite/shared';
import {
  checkoutTotal,
  feesAtTotal,
  initialQuantities,
  quantityError,
  quantityOf,
  totalWithFees,
  type Quantities,
} from './amounts';
import { BuyerDetailsFields } from './buyer-details';
import { CheckoutSummary } from './checkout-summary';
import type { ReceiptLink } from './order-in-url';
import { usePayCheckout } from './use-pay-checkout';
import { WalletPayment } from './wallet-payment';

const EMPTY_ADDRESS = { name: '', line1: '', line2: '', city: '', postalCode: '', region: '', country: '' };

export interface CheckoutPayPanelProps {
  checkout: PublicCheckout;
  /** The site whose asset store sold the checkout (`?site=`): the server adds its marketplace fees. */
  site?: number;
  /** Reads the checkout again (prices) right before paying. */
  refresh: () => Promise<PublicCheckout | undefined>;
  /** The order is placed: its receipt's address (`quiet`: written, not shown yet). */
  onPlaced: (link: ReceiptLink, options?: { quiet?: boolean }) => void;
}

/** The checkout page's body: what is bought on one side, the customer's details and the payment on the other. */
export function CheckoutPayPanel({ checkout, site, refresh, onPlaced }: CheckoutPayPanelProps) {
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(checkout.items));
  const total = checkoutTotal(checkout.items, quantities);
  const fees = feesAtTotal(total, checkout.marketplaceFees);
  const due = totalWithFees(total, fees);
  const { requireEmail, requireAddress } = checkout;
  const schema = useMemo(
    () => buyerDetailsSchema({ requireEmail, requireAddress }),
    [requireEmail, requireAddress],
  );
  const form = useForm<BuyerDetailsInput, unknown, BuyerDetails>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      email: requireEmail ? '' : undefined,
      shippingAddress: requireAddress ? EMPTY_ADDRESS : undefined,
    },
  });
  const payment = usePayCheckout({ checkoutId: checkout.id, site, refresh, onPlaced });
  const locked = payment.step !== null;

  function onPay(chainId: number, token: StablecoinToken) {
    void form.handleSubmit(async (buyer) => {
      if (total === null || due === null) return;
      const checked: Record<string, number> = {};
      for (const item of checkout.items) {
        const quantity = quantityOf(quantities, item);
        if (quantity === null || quantityError(quantity)) return;
        checked[item.productId] = quantity;
      }
      await payment.pay({ chainId, token, quantities: checked, buyer, total, due });
    })();
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
        <Card title="Payment">
          {checkout.unavailableReason ? (
            <Alert
              type="error"
              showIcon
              title="This checkout cannot be paid"
              description={checkout.unavailableReason}
            />
          ) : (
            <Flex vertical gap={16}>
              <BuyerDetailsFields
                control={form.control}
                requireEmail={requireEmail}
                requireAddress={requireAddress}
                disabled={locked}
              />
              <WalletPayment checkout={checkout} total={due} step={payment.step} onPay={onPay} />
              {payment.error && <Alert type="error" showIcon title={payment.error} />}
            </Flex>
          )}
        </Card>
      </Col>
    </Row>
  );
}
