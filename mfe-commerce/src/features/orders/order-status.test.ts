import { ORDER_STATUSES } from '@suite/shared';
import en from '../../locales/en.json';
import { orderFixture, paymentFixture, receivedPaymentFixture } from '../../test/fixtures';
import { canRunOrderAction, isPaidAfterCancel } from './order-status';

describe('order actions follow the API state machine', () => {
  const allowed = (action: 'finalize' | 'refund' | 'cancel') =>
    ORDER_STATUSES.filter((status) => canRunOrderAction(action, orderFixture({ status })));

  it('finalizes only a confirmed payment', () => {
    expect(allowed('finalize')).toEqual(['PaymentConfirmed']);
  });

  it('refunds a confirmed or finalized order', () => {
    expect(allowed('refund')).toEqual(['PaymentConfirmed', 'Finalized']);
  });

  it('refunds a cancelled order only when a payment reached it after the cancel', () => {
    const reached = orderFixture({
      status: 'Cancelled',
      payment: paymentFixture({
        progress: 'closed',
        payments: [receivedPaymentFixture({ amount: '10' })],
      }),
    });
    expect(isPaidAfterCancel(reached)).toBe(true);
    expect(canRunOrderAction('refund', reached)).toBe(true);
    expect(canRunOrderAction('finalize', reached)).toBe(false);
    const nothing = orderFixture({ status: 'Cancelled', payment: paymentFixture({ progress: 'closed' }) });
    expect(isPaidAfterCancel(nothing)).toBe(false);
    expect(canRunOrderAction('refund', nothing)).toBe(false);
  });

  it('cancels a pending or failed order, not a paid one', () => {
    expect(allowed('cancel')).toEqual(['Pending', 'TransactionFailed']);
  });

  it("labels statuses with the seed's words", () => {
    expect(en.orderStatus.PaymentConfirmed).toBe('Payment confirmed');
    expect(en.orderStatus.Pending).toBe('Payment pending');
    expect(en.orderStatus.TransactionFailed).toBe('Transaction failed');
  });
});
