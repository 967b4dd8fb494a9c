import { ORDER_STATUSES } from '@suite/shared';
import { canRunOrderAction, ORDER_STATUS_LABELS } from './order-status';

describe('order actions follow the API state machine', () => {
  const allowed = (action: 'finalize' | 'refund' | 'cancel') =>
    ORDER_STATUSES.filter((status) => canRunOrderAction(action, status));

  it('finalizes only a confirmed payment', () => {
    expect(allowed('finalize')).toEqual(['PaymentConfirmed']);
  });

  it('refunds a confirmed or finalized order', () => {
    expect(allowed('refund')).toEqual(['PaymentConfirmed', 'Finalized']);
  });

  it('cancels a pending or confirmed order', () => {
    expect(allowed('cancel')).toEqual(['PaymentConfirmed', 'Pending']);
  });

  it("labels statuses with the seed's words", () => {
    expect(ORDER_STATUS_LABELS.PaymentConfirmed).toBe('Payment confirmed');
    expect(ORDER_STATUS_LABELS.Pending).toBe('Payment pending');
    expect(ORDER_STATUS_LABELS.TransactionFailed).toBe('Transaction failed');
  });
});
