import { render, screen } from '@testing-library/react';
import type { Order } from '@suite/shared';
import { OrderPaymentDetails } from './order-payment-details';

const base: Order = {
  id: 'order-0000-1234',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'PaymentConfirmed',
  hash: '0xabc',
  chainId: 31337,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  senderAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  receiverAddress: null,
  amount: '10',
  paidAmount: '10',
  overpaidAmount: null,
  failureReason: null,
  refundReason: null,
  payment: null,
  confirmations: 1,
  requiredConfirmations: 1,
  confirmedAt: '2026-01-01T00:01:00.000Z',
  email: null,
  shippingAddress: null,
  siteId: 'checkout-link',
  checkoutId: null,
  items: [],
};

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
});
