import { render, screen, within } from '@testing-library/react';
import type { Order, OrderFailure, PaymentRequest } from '@suite/shared';
import { orderFixture, paymentFixture, receivedPaymentFixture } from '../../test/fixtures';
import { OrderPaymentDetails } from './order-payment-details';

const base: Order = orderFixture({
  status: 'PaymentConfirmed',
  chainId: 31337,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  paidAmount: '10',
  confirmations: 1,
  confirmedAt: '2026-01-01T00:01:00.000Z',
  siteId: 'checkout-link',
});

describe('OrderPaymentDetails', () => {
  it('shows why a payment failed', () => {
    render(
      <OrderPaymentDetails
        order={{ ...base, status: 'TransactionFailed', failureReason: 'Underpaid: 9 tUSDC received' }}
      />,
    );
    expect(screen.getByText('Transaction failed')).toBeInTheDocument();
    expect(screen.getByText('Underpaid: 9 tUSDC received')).toBeInTheDocument();
  });

  it('tells the seller to return a payment that reached the order after it was cancelled', () => {
    const { rerender } = render(
      <OrderPaymentDetails
        order={{
          ...base,
          status: 'Cancelled',
          payment: paymentFixture({ progress: 'closed', payments: [receivedPaymentFixture()] }),
        }}
      />,
    );
    expect(screen.getByText('A payment arrived after the cancel')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Money carrying this order's reference reached your wallet after the order was cancelled (see Payment below). Return it to the customer, then mark the order refunded.",
      ),
    ).toBeInTheDocument();
    rerender(
      <OrderPaymentDetails
        order={{ ...base, status: 'Cancelled', payment: paymentFixture({ progress: 'closed' }) }}
      />,
    );
    expect(screen.queryByText('A payment arrived after the cancel')).not.toBeInTheDocument();
  });

  it("says a failure whose code a newer server added in the server's words", () => {
    // A server deployed after this remote (they deploy alone) may fail an order for a reason it adds.
    const failure = { code: 'disputed' } as unknown as OrderFailure;
    render(
      <OrderPaymentDetails
        order={{ ...base, status: 'Cancelled', failure, failureReason: 'The buyer disputed the order' }}
      />,
    );
    expect(screen.getByText('The buyer disputed the order')).toBeInTheDocument();
  });

  it('shows an overpayment, the confirmations of a pending payment, and where to ship', () => {
    const { rerender } = render(
      <OrderPaymentDetails order={{ ...base, paidAmount: '10.5', overpaidAmount: '0.5' }} />,
    );
    expect(
      screen.getByText('The customer paid 0.5 TUSDC more than the total (10.5 TUSDC received).'),
    ).toBeInTheDocument();
    rerender(
      <OrderPaymentDetails
        order={{
          ...base,
          status: 'Pending',
          confirmations: 3,
          requiredConfirmations: 12,
          email: 'ada@example.com',
          shippingAddress: {
            name: 'Ada',
            line1: '1 Main St',
            city: 'Paris',
            postalCode: '75001',
            country: 'France',
          },
        }}
      />,
    );
    expect(screen.getByText(/3 of 12 confirmations/)).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/75001 Paris/)).toBeInTheDocument();
  });

  it('shows the seller the marketplace fees of an asset-store sale: who got what, and each transfer', () => {
    const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const payment: PaymentRequest = {
      id: 'r1',
      chainId: 31337,
      tokenAddress: base.contractAddress,
      receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      proxyAddress: '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f',
      reference: '0x0123456789abcdef',
      amount: '10',
      amountUnits: '10000000',
      receivedAmount: '10',
      pendingAmount: '0',
      missingAmount: '0',
      missingUnits: '0',
      overpaidAmount: null,
      progress: 'paid',
      fees: [
        {
          recipient,
          percentage: 2.5,
          amount: '0.25',
          amountUnits: '250000',
          receivedAmount: '0.25',
          missingAmount: '0',
          missingUnits: '0',
        },
      ],
      expiresAt: '2026-01-01T01:00:00.000Z',
      requiredConfirmations: 1,
      payments: [
        {
          hash: `0x${'ab'.repeat(32)}`,
          amount: '10',
          payer: base.senderAddress,
          feeAmount: '0.25',
          feeAddress: recipient,
          confirmed: true,
          seenAt: '2026-01-01T00:00:30.000Z',
        },
      ],
    };
    render(<OrderPaymentDetails order={{ ...base, siteId: '7', payment }} />);
    expect(screen.getByText('Due to the seller')).toBeInTheDocument();
    const fee = screen.getByLabelText(`Marketplace fee to ${recipient}`);
    expect(fee).toHaveTextContent('2.5% to 0x90F7…b906');
    expect(fee).toHaveTextContent('0.25 TUSDC');
    expect(within(fee).getByText('Received 0.25 TUSDC')).toBeInTheDocument();
    expect(screen.getByText(/\+ fee 0.25 TUSDC to/)).toHaveTextContent(
      '10 TUSDC + fee 0.25 TUSDC to 0x90F7…b906',
    );
  });
});
