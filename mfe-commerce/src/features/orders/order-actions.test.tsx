import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderStatus } from '@suite/shared';
import { errorBody, renderCommerce } from '../../test/render';
import { OrderActions } from './order-actions';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

function order(status: OrderStatus): Order {
  return {
    id: 'order-0000-1234',
    createdAt: '2026-01-01T00:00:00.000Z',
    status,
    hash: '0xabc',
    chainId: 1,
    contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    senderAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: '10',
    email: null,
    receiverAddress: null,
    paidAmount: null,
    overpaidAmount: null,
    failureReason: null,
    confirmations: 0,
    requiredConfirmations: 1,
    confirmedAt: null,
    shippingAddress: null,
    siteId: '1',
    checkoutId: null,
    items: [],
  };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('OrderActions', () => {
  it.each<[OrderStatus, boolean, boolean, boolean]>([
    ['PaymentConfirmed', true, true, true],
    ['Pending', false, false, true],
    ['Finalized', false, true, false],
    ['Refunded', false, false, false],
    ['Cancelled', false, false, false],
    ['TransactionFailed', false, false, false],
  ])('for %s enables Finalize %s, Refund %s, Cancel %s', (status, finalize, refund, cancel) => {
    renderCommerce(<OrderActions order={order(status)} />);
    expect(button('Finalize')).toHaveProperty('disabled', !finalize);
    expect(button('Refund')).toHaveProperty('disabled', !refund);
    expect(button('Cancel')).toHaveProperty('disabled', !cancel);
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
});
