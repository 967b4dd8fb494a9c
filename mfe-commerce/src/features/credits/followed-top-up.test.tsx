import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Hash } from 'viem';
import { getTransaction, getTransactionReceipt } from 'wagmi/actions';
import { SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { errorBody, renderCommerce } from '../../test/render';
import { paymentFixture, receivedPaymentFixture } from '../../test/fixtures';
import { payRequest } from '../payments/pay-request';
import { forgetSentPayment, readSentPayment, rememberSentPayment } from '../payments/sent-payments';
import { BuyCredits } from './buy-credits';
import { followTopUp } from './sent-top-up';

// Rendering antd forms and the wallet's lazy parts in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

// The wallet is the edge here: connected on the local chain.
jest.mock('wagmi', () =>
  jest.requireActual<typeof import('../../test/buyer-wallet')>('../../test/buyer-wallet').buyerWagmi(),
);

// The chain is the edge: what the node answers of the sent transaction.
jest.mock('wagmi/actions', () =>
  jest
    .requireActual<typeof import('../../test/buyer-wallet')>('../../test/buyer-wallet')
    .sentTransactionReads(),
);

// The wallet's own steps are `payRequest`'s (tested with it): here it sends, then its wait ends.
jest.mock('../payments/pay-request', () => ({
  ...jest.requireActual<typeof import('../payments/pay-request')>('../payments/pay-request'),
  payRequest: jest.fn(),
}));

const TOP_UP = '4c1f6a2e-8b3d-4e5f-9a7b-1c2d3e4f5a6b';
const SENT: Hash = `0x${'7b'.repeat(32)}`;
const SENT_SHORT = '0x7b7b7b7b…7b7b7b';
const KEY = 'suite:credits:top-up';
const OWNER = SIGNED_IN_ACCOUNT.user.id;
const WAITING = 'Payment sent: waiting for the network';
const BUY = 'Buy 10 USD of credits with tUSDC';

const OPTIONS = {
  networks: [
    {
      chainId: 31337,
      tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'tUSDC', decimals: 6 }],
    },
  ],
  unavailableReason: null,
};

const topUp = (progress: 'awaiting' | 'confirming' | 'paid') =>
  paymentFixture({ id: TOP_UP, amount: '25.5', progress });

/** The settings' credits form as a reload finds it, the API answering the followed top-up. */
function renderCredits(
  read: ReturnType<typeof topUp> | 404,
  reported: ReturnType<typeof topUp> = topUp('confirming'),
) {
  return renderCommerce(<BuyCredits />, {
    'GET /api/credits/top-up-options': { status: 200, body: OPTIONS },
    [`GET /api/credits/top-ups/${TOP_UP}`]:
      read === 404 ? errorBody(404, 'NOT_FOUND', 'Top-up not found') : { status: 200, body: read },
    [`POST /api/credits/top-ups/${TOP_UP}/payment`]: { status: 200, body: reported },
    'POST /api/credits/top-ups': { status: 200, body: topUp('awaiting') },
  });
}

/** The top-up's payment was sent from this device, `ago` ms ago, and the page reloaded. */
function sentBeforeReload(ago = 0) {
  rememberSentPayment(TOP_UP, 31337, SENT, Date.now() - ago);
  followTopUp(TOP_UP, OWNER);
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(getTransactionReceipt).mockReset();
  jest.mocked(getTransaction).mockReset();
  jest.mocked(payRequest).mockReset();
});

describe('a top-up paid from this device, not credited yet', () => {
  it('is shown as sent, with its transaction, and Buy waits for it after a reload', async () => {
    sentBeforeReload();
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest
      .mocked(getTransaction)
      .mockResolvedValue(Object.create(null) as Awaited<ReturnType<typeof getTransaction>>);
    const { api } = renderCredits(topUp('awaiting'));
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(screen.getByText(SENT_SHORT)).toBeInTheDocument();
    await waitFor(() => expect(getTransaction).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: BUY })).toBeDisabled();
    expect(api.calls).not.toContain(`POST /api/credits/top-ups/${TOP_UP}/payment`);
    expect(readSentPayment(TOP_UP)?.hashes).toEqual([SENT]);
  });

  it('is told to the API once mined, and its credits are said added once paid, then forgotten', async () => {
    sentBeforeReload();
    jest
      .mocked(getTransactionReceipt)
      .mockResolvedValue({ status: 'success' } as Awaited<ReturnType<typeof getTransactionReceipt>>);
    const { api } = renderCredits(topUp('awaiting'), topUp('paid'));
    expect(await screen.findByText('25.50 USD of credits added')).toBeInTheDocument();
    // Told once: the API reads the transaction from the chain.
    expect(api.calls.filter((call) => call === `POST /api/credits/top-ups/${TOP_UP}/payment`)).toHaveLength(
      1,
    );
    expect(readSentPayment(TOP_UP)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: BUY })).toBeEnabled();
  });

  it('says the credits are on their way while the payment is seen and not confirmed', async () => {
    followTopUp(TOP_UP, OWNER);
    renderCredits(topUp('confirming'));
    expect(
      await screen.findByText('Payment sent. Your credits are added once the network confirms it…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUY })).toBeDisabled();
  });

  it('lets Buy again, saying why, once the chain no longer knows the transaction', async () => {
    // Sent two minutes ago: long enough for any node to have seen it.
    sentBeforeReload(120_000);
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest.mocked(getTransaction).mockRejectedValue(new TransactionNotFoundError({ hash: SENT }));
    const { api } = renderCredits(topUp('awaiting'));
    expect(
      await screen.findByText(
        `Your payment transaction ${SENT_SHORT} is no longer known to Local chain: it was dropped or replaced, and nothing was paid by it. You can pay again.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: BUY })).toBeEnabled();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(api.calls).not.toContain(`POST /api/credits/top-ups/${TOP_UP}/payment`);
  });

  it('keeps a mined transaction the API does not list yet (its node a block behind), and Buy waits', async () => {
    sentBeforeReload();
    jest
      .mocked(getTransactionReceipt)
      .mockResolvedValue({ status: 'success' } as Awaited<ReturnType<typeof getTransactionReceipt>>);
    const { api } = renderCredits(topUp('awaiting'), topUp('awaiting'));
    await waitFor(() => expect(api.calls).toContain(`POST /api/credits/top-ups/${TOP_UP}/payment`));
    expect(readSentPayment(TOP_UP)?.hashes).toEqual([SENT]);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUY })).toBeDisabled();
    expect(window.localStorage.getItem(KEY)).not.toBeNull();
  });

  it('forgets a transaction once the API lists it, and says the credits are on their way', async () => {
    sentBeforeReload();
    jest
      .mocked(getTransactionReceipt)
      .mockResolvedValue({ status: 'success' } as Awaited<ReturnType<typeof getTransactionReceipt>>);
    const seen = paymentFixture({
      id: TOP_UP,
      amount: '25.5',
      progress: 'confirming',
      payments: [receivedPaymentFixture({ hash: SENT })],
    });
    // The API reads the top-up as the report left it.
    let now = topUp('awaiting');
    renderCommerce(<BuyCredits />, {
      'GET /api/credits/top-up-options': { status: 200, body: OPTIONS },
      [`GET /api/credits/top-ups/${TOP_UP}`]: () => ({ status: 200, body: now }),
      [`POST /api/credits/top-ups/${TOP_UP}/payment`]: () => {
        now = seen;
        return { status: 200, body: seen };
      },
    });
    await waitFor(() => expect(readSentPayment(TOP_UP)).toBeNull());
    expect(
      await screen.findByText('Payment sent. Your credits are added once the network confirms it…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUY })).toBeDisabled();
  });

  it('judges it on a fresh read when another tab told the API of it, not on the read from before', async () => {
    sentBeforeReload();
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest
      .mocked(getTransaction)
      .mockResolvedValue(Object.create(null) as Awaited<ReturnType<typeof getTransaction>>);
    let now = topUp('awaiting');
    renderCommerce(<BuyCredits />, {
      'GET /api/credits/top-up-options': { status: 200, body: OPTIONS },
      [`GET /api/credits/top-ups/${TOP_UP}`]: () => ({ status: 200, body: now }),
    });
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    // Another tab saw it mined and told the API, which now sees the payment, then forgot it here too.
    now = topUp('confirming');
    act(() => forgetSentPayment(TOP_UP, SENT));
    expect(
      await screen.findByText('Payment sent. Your credits are added once the network confirms it…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUY })).toBeDisabled();
    expect(window.localStorage.getItem(KEY)).not.toBeNull();
  });

  it("neither shows nor forgets another user's top-up on this device", async () => {
    rememberSentPayment(TOP_UP, 31337, SENT);
    followTopUp(TOP_UP, 'another-user');
    const { api } = renderCredits(topUp('awaiting'));
    expect(await screen.findByRole('button', { name: BUY })).toBeEnabled();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(api.calls).not.toContain(`GET /api/credits/top-ups/${TOP_UP}`);
    expect(readSentPayment(TOP_UP)?.hashes).toEqual([SENT]);
    expect(window.localStorage.getItem(KEY)).not.toBeNull();
  });

  it("forgets a top-up the signed-in account does not own (another account's, on this device)", async () => {
    sentBeforeReload();
    renderCredits(404);
    expect(await screen.findByRole('button', { name: BUY })).toBeEnabled();
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
    expect(readSentPayment(TOP_UP)).toBeNull();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });

  it('is followed when the wallet sent it and its wait for the chain ended without a receipt', async () => {
    const user = userEvent.setup();
    // The wallet sends the payment, then viem's wait gives up (a timeout): nothing is said to be wrong.
    jest.mocked(payRequest).mockImplementation(async (_config, _wallet, _payment, onStep, onSent) => {
      onSent?.(SENT);
      onStep('mining');
      throw new Error('Timed out while waiting for transaction');
    });
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest
      .mocked(getTransaction)
      .mockResolvedValue(Object.create(null) as Awaited<ReturnType<typeof getTransaction>>);
    renderCredits(topUp('awaiting'));
    await user.click(await screen.findByRole('button', { name: BUY }));
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUY })).toBeDisabled();
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}')).toEqual({ id: TOP_UP, userId: OWNER });
  });
});
