import { ORDER_STATUSES } from '@suite/shared';
import en from '../../locales/en.json';
import { orderFixture } from '../../test/fixtures';
import { canRunOrderAction } from './order-status';

describe('order actions follow the API state machine', () => {
  const allowed = (action: 'finalize' | 'refund' | 'cancel') =>
    ORDER_STATUSES.filter((status) => canRunOrderAction(action, orderFixture({ status })));

  it('finalizes only a confirmed payment', () => {
    expect(allowed('finalize')).toEqual(['PaymentConfirmed']);
  });

  it('refunds a confirmed or finalized order', () => {
    expect(allowed('refund')).toEqual(['PaymentConfirmed', 'Finalized']);
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
