import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderStatus } from '@suite/shared';
import { orderFixture } from '../../test/fixtures';
import { errorBody, renderCommerce, renderCommerceRouter } from '../../test/render';
import { OrderActions } from './order-actions';

/** Seed 001 §4's words. */
const LEAVE_TITLE = 'Leave without saving';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const PAYMENT = {
  hash: `0x${'ab'.repeat(32)}`,
  amount: '4',
  payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  feeAmount: '0',
  feeAddress: null,
  confirmed: true,
  seenAt: '2026-01-01T00:10:00.000Z',
};

/** A Pending order 4 of 10 USDC reached: confirmed (underpaid), or still being confirmed. */
function underpaid(progress: 'underpaid' | 'confirming' = 'underpaid'): Order {
  const confirmed = progress === 'underpaid';
  return {
    ...order('Pending'),
    payment: {
      id: 'r1',
      chainId: 1,
      tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      proxyAddress: '0x370DE27fdb7D1Ff1e1BaA7D11c5820a324Cf623C',
      reference: '0x0123456789abcdef',
      amount: '10',
      amountUnits: '10000000',
      receivedAmount: confirmed ? '4' : '0',
      pendingAmount: confirmed ? '0' : '4',
      missingAmount: '6',
      missingUnits: '6000000',
      overpaidAmount: null,
      progress,
      expiresAt: '2026-01-01T01:00:00.000Z',
      requiredConfirmations: 1,
      fees: [],
      payments: [{ ...PAYMENT, confirmed }],
    },
  };
}

const order = (status: OrderStatus): Order => orderFixture({ status });

const button = (name: string) => screen.getByRole('button', { name });

describe('OrderActions', () => {
  it.each<[OrderStatus, boolean, boolean, boolean]>([
    ['PaymentConfirmed', true, true, false],
    ['Pending', false, false, true],
    ['Finalized', false, true, false],
    ['Refunded', false, false, false],
    ['Cancelled', false, false, false],
    ['TransactionFailed', false, false, true],
  ])('for %s enables Finalize %s, Refund %s, Cancel %s', (status, finalize, refund, cancel) => {
    renderCommerce(<OrderActions order={order(status)} />);
    expect(button('Finalize')).toHaveProperty('disabled', !finalize);
    expect(button('Refund')).toHaveProperty('disabled', !refund);
    expect(button('Cancel')).toHaveProperty('disabled', !cancel);
  });

  it.each<[string, Order, string | null]>([
    [
      'a paid order',
      order('PaymentConfirmed'),
      "The customer's money reached this order, so it is refunded, not cancelled.",
    ],
    [
      'an underpaid order',
      underpaid(),
      "The customer's money reached this order, so it is refunded, not cancelled.",
    ],
    [
      'an order whose payment is being confirmed',
      underpaid('confirming'),
      'A payment for this order is being confirmed on chain, so it cannot be cancelled.',
    ],
    ['an unpaid order', order('Pending'), null],
  ])('says why %s cannot be cancelled, beside the disabled button', (_, subject, hint) => {
    renderCommerce(<OrderActions order={subject} />);
    const cancel = button('Cancel');
    expect(cancel).toHaveProperty('disabled', hint !== null);
    if (hint === null) {
      expect(cancel).not.toHaveAttribute('aria-describedby');
      return;
    }
    expect(cancel).toHaveAccessibleDescription(hint);
    expect(screen.getByText(hint)).toBeVisible();
  });

  it('asks for confirmation, then finalizes and says so', async () => {
    const { api } = renderCommerce(<OrderActions order={order('PaymentConfirmed')} />, {
      'POST /api/orders/order-0000-1234/finalize': { status: 200, body: order('Finalized') },
    });
    fireEvent.click(button('Finalize'));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize this order?' });
    expect(api.calls).not.toContain('POST /api/orders/order-0000-1234/finalize');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Order finalized')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/orders/order-0000-1234/finalize');
  });

  it("shows a 409's message when the server refuses", async () => {
    renderCommerce(<OrderActions order={order('Pending')} />, {
      'POST /api/orders/order-0000-1234/cancel': errorBody(409, 'CONFLICT', 'The order was already paid out'),
    });
    fireEvent.click(button('Cancel'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('The order was already paid out')).toBeInTheDocument());
  });

  it('accepts an underpaid order as paid after asking, with what arrived', async () => {
    const { api } = renderCommerce(<OrderActions order={underpaid()} />, {
      'POST /api/orders/order-0000-1234/accept-payment': { status: 200, body: order('PaymentConfirmed') },
    });
    expect(button('Finalize')).toHaveProperty('disabled', true);
    fireEvent.click(button('Accept as paid'));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 4 USDC as the payment of this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept as paid' }));
    expect(await screen.findByText('Payment accepted')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/orders/order-0000-1234/accept-payment');
  });

  it('refunds an underpaid order only with a reason, which it sends', async () => {
    const { api } = renderCommerce(<OrderActions order={underpaid()} />, {
      'POST /api/orders/order-0000-1234/refund': { status: 200, body: order('Refunded') },
    });
    expect(screen.queryByRole('button', { name: 'Accept as paid' })).toBeInTheDocument();
    fireEvent.click(button('Refund'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order as refunded?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Required: tell the customer why their payment is refunded'),
    ).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/orders/order-0000-1234/refund');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Out of stock' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/orders/order-0000-1234/refund');
  });

  it('asks before leaving the page with a refund reason typed and not sent', async () => {
    const { router } = renderCommerceRouter(
      [
        { path: '/u/account/commerce/orders', element: <p>Orders</p> },
        { path: '/u/account/commerce/orders/:id', element: <OrderActions order={underpaid()} /> },
      ],
      ['/u/account/commerce/orders', '/u/account/commerce/orders/order-0000-1234'],
    );
    fireEvent.click(button('Refund'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order as refunded?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Out of stock' } });
    await act(() => router.navigate(-1));
    expect(await screen.findAllByText(LEAVE_TITLE)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/u/account/commerce/orders/order-0000-1234');
  });
});
