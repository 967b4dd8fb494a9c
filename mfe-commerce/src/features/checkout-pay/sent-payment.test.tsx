import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import { getTransaction, getTransactionReceipt } from 'wagmi/actions';
import type { OrderReceipt } from '@suite/shared';
import { installBrowserWallet } from '@suite/shared/testing';
import { AWAITING_PAYMENT, orderReceiptFixture, paymentFixture } from '../../test/fixtures';
import { renderCommerce } from '../../test/render';
import { CheckoutPageRoute } from '../../routes/checkout-page';
import { payRequest } from '../payments/pay-request';
import { readSentPayment, rememberSentPayment } from '../payments/sent-payments';

// The receipt's wallet code loads in jsdom, slower on a busy machine.
jest.setTimeout(30_000);

const ID = '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11';
const ORDER = '2b9d8e7c-0000-4000-8000-1234567890ab';
const SENT = `0x${'5a'.repeat(32)}` as const;
const SENT_SHORT = '0x5a5a5a5a…5a5a5a';

// The wallet is the edge here: connected on the local chain.
jest.mock('wagmi', () => ({
  ...jest.requireActual<typeof import('wagmi')>('wagmi'),
  useConfig: () => ({}),
  useConnection: () => ({
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    chainId: 31337,
    isConnected: true,
    status: 'connected',
  }),
}));

// The chain is the edge: what the node answers of the sent transaction.
jest.mock('wagmi/actions', () => ({
  ...jest.requireActual<typeof import('wagmi/actions')>('wagmi/actions'),
  getTransactionReceipt: jest.fn(),
  getTransaction: jest.fn(),
}));

// The wallet's payment from the receipt is the edge of one test: its own steps are `payRequest`'s.
jest.mock('../payments/pay-request', () => ({
  ...jest.requireActual<typeof import('../payments/pay-request')>('../payments/pay-request'),
  payRequest: jest.fn(),
}));

/** The chain has the transaction, not mined yet. */
function chainStillPending() {
  jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
  jest
    .mocked(getTransaction)
    .mockResolvedValue(Object.create(null) as Awaited<ReturnType<typeof getTransaction>>);
}

function chainMined(status: 'success' | 'reverted') {
  jest
    .mocked(getTransactionReceipt)
    .mockResolvedValue({ status } as Awaited<ReturnType<typeof getTransactionReceipt>>);
}

/** The pay page reloaded on order ORDER's receipt, answering `receipt`; `reported` after a report. */
function reloadOnReceipt(receipt: OrderReceipt, reported: OrderReceipt = receipt) {
  window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}#receipt=secret`);
  return renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
    [`GET /api/orders/${ORDER}/receipt`]: { status: 200, body: receipt },
    [`POST /api/orders/${ORDER}/payment`]: { status: 200, body: reported },
  });
}

const awaiting = orderReceiptFixture({ id: ORDER });
const PAY = 'Pay 85.4 tUSDC';

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(getTransactionReceipt).mockReset();
  jest.mocked(getTransaction).mockReset();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a payment sent from this device, not mined yet', () => {
  it('is shown as sent and waiting for the network, with its transaction, and offers no Pay', async () => {
    rememberSentPayment(ORDER, 31337, SENT);
    chainStillPending();
    reloadOnReceipt(awaiting);
    expect(await screen.findByText('Payment sent: waiting for the network')).toBeInTheDocument();
    expect(screen.getByText(SENT_SHORT)).toBeInTheDocument();
    // The chain is asked, and says it is not mined yet: still no second payment offered.
    await waitFor(() => expect(getTransaction).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for your payment')).not.toBeInTheDocument();
    expect(readSentPayment(ORDER)?.hashes).toEqual([SENT]);
  });

  it('is told to the API once mined, then forgotten, and the receipt follows the order', async () => {
    rememberSentPayment(ORDER, 31337, SENT);
    chainMined('success');
    const confirming = orderReceiptFixture({
      id: ORDER,
      hash: SENT,
      payment: paymentFixture({ progress: 'confirming' }),
      confirmations: 1,
    });
    const { api } = reloadOnReceipt(awaiting, confirming);
    await waitFor(() => expect(api.calls).toContain(`POST /api/orders/${ORDER}/payment`));
    expect(await screen.findByText(/Confirmations: 1 of 3/)).toBeInTheDocument();
    await waitFor(() => expect(readSentPayment(ORDER)).toBeNull());
    expect(screen.queryByText('Payment sent: waiting for the network')).not.toBeInTheDocument();
  });

  it('offers Pay again, saying why, once the chain no longer knows it (dropped or replaced)', async () => {
    // Sent two minutes ago: long enough for any node to have seen it.
    rememberSentPayment(ORDER, 31337, SENT, Date.now() - 120_000);
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest.mocked(getTransaction).mockRejectedValue(new TransactionNotFoundError({ hash: SENT }));
    const { api } = reloadOnReceipt(awaiting);
    expect(
      await screen.findByText(
        `Your payment transaction ${SENT_SHORT} is no longer known to Local chain: it was dropped or replaced, and nothing was paid by it. You can pay again.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: PAY })).toBeEnabled();
    expect(readSentPayment(ORDER)).toBeNull();
    expect(api.calls).not.toContain(`POST /api/orders/${ORDER}/payment`);
  });

  it('offers Pay again, saying why, when it reverted, and tells the API', async () => {
    rememberSentPayment(ORDER, 31337, SENT);
    chainMined('reverted');
    const { api } = reloadOnReceipt(awaiting);
    expect(
      await screen.findByText(
        `Your payment transaction ${SENT_SHORT} was reverted by Local chain: nothing was paid. You can pay again.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: PAY })).toBeEnabled();
    await waitFor(() => expect(api.calls).toContain(`POST /api/orders/${ORDER}/payment`));
    expect(readSentPayment(ORDER)).toBeNull();
  });

  it('paid from the receipt: once the wallet sends it, the receipt waits for it instead of offering Pay', async () => {
    jest.mocked(payRequest).mockImplementation(async (_config, _account, _payment, onStep, onSent) => {
      onStep('wallet');
      onSent?.(SENT);
      onStep('mining');
      return new Promise(() => undefined);
    });
    chainStillPending();
    const uninstall = installBrowserWallet();
    try {
      reloadOnReceipt(awaiting);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: /Connect wallet/ }));
      await user.click(await screen.findByRole('button', { name: PAY }));
      expect(await screen.findByText('Payment sent: waiting for the network')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
      expect(readSentPayment(ORDER)?.hashes).toEqual([SENT]);
    } finally {
      uninstall();
    }
  });

  it('is forgotten once the receipt says the order is paid', async () => {
    rememberSentPayment(ORDER, 31337, SENT);
    chainStillPending();
    reloadOnReceipt(
      orderReceiptFixture({
        id: ORDER,
        status: 'PaymentConfirmed',
        hash: SENT,
        payment: { ...AWAITING_PAYMENT, progress: 'paid', missingAmount: '0', missingUnits: '0' },
      }),
    );
    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    await waitFor(() => expect(readSentPayment(ORDER)).toBeNull());
  });
});
