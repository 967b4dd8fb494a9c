import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { concat, keccak256, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import {
  getBlock,
  getBlockNumber,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
} from 'wagmi/actions';
import { formatDateTimeIn, type OrderReceipt } from '@suite/shared';
import { installBrowserWallet } from '@suite/shared/testing';
import { AWAITING_PAYMENT, orderReceiptFixture, paymentFixture } from '../../test/fixtures';
import { renderCommerce } from '../../test/render';
import { CheckoutPageRoute } from '../../routes/checkout-page';
import { payRequest } from '../payments/pay-request';
import {
  readSentPayment,
  REPLACED_HOLD_MS,
  rememberSentNonce,
  rememberSentPayment,
} from '../payments/sent-payments';

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
jest.mock('wagmi/actions', () =>
  jest
    .requireActual<typeof import('../../test/buyer-wallet')>('../../test/buyer-wallet')
    .sentTransactionReads(),
);

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
  jest.mocked(getTransactionCount).mockReset();
  jest.mocked(getBlockNumber).mockReset();
  jest.mocked(getBlock).mockReset();
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

describe('a payment transaction the wallet replaced (sped up or cancelled)', () => {
  const WALLET = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  const NONCE = 7;
  const HELD =
    /^Your wallet replaced this transaction \(sped up or cancelled\)\. If the replacement paid, this receipt shows it in a moment; if not, you can pay again after (.+)\.$/;
  const REPLACED_LOST = `Your wallet replaced your payment transaction ${SENT_SHORT} (sped up or cancelled), and the order shows no payment by the replacement. You can pay again.`;
  const DROPPED = `Your payment transaction ${SENT_SHORT} is no longer known to Local chain: it was dropped or replaced, and nothing was paid by it. You can pay again.`;

  /** The node no longer knows the transaction; the sender's nonce count is `latest` mined, `pending` with its pool. */
  function chainLostIt(counts: { latest: number; pending: number }) {
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest.mocked(getTransaction).mockRejectedValue(new TransactionNotFoundError({ hash: SENT }));
    jest
      .mocked(getTransactionCount)
      .mockImplementation(async (_config, { blockTag }) =>
        blockTag === 'pending' ? counts.pending : counts.latest,
      );
  }

  /** Sent two minutes ago (past any node's grace), seen by the node from WALLET with NONCE. */
  function sentAndSeen(replacedAt?: number) {
    rememberSentPayment(ORDER, 31337, SENT, Date.now() - 120_000);
    rememberSentNonce(ORDER, { hash: SENT, from: WALLET, nonce: NONCE, replacedAt });
  }

  it('holds Pay back once its replacement is mined, saying why and until when', async () => {
    // Just sent: the node has it pending, then the wallet speeds it up and the replacement is mined.
    rememberSentPayment(ORDER, 31337, SENT);
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest
      .mocked(getTransaction)
      .mockResolvedValueOnce(Object.assign(Object.create(null), { from: WALLET, nonce: NONCE }))
      .mockRejectedValue(new TransactionNotFoundError({ hash: SENT }));
    jest.mocked(getTransactionCount).mockResolvedValue(NONCE + 1);
    const { api } = reloadOnReceipt(awaiting);
    const note = await screen.findByText(HELD);
    const replacedAt = readSentPayment(ORDER)?.nonces?.[0]?.replacedAt ?? 0;
    expect(note).toHaveTextContent(
      `you can pay again after ${formatDateTimeIn(replacedAt + REPLACED_HOLD_MS, 'en-US')}.`,
    );
    expect(screen.getByText('Payment sent: waiting for the network')).toBeInTheDocument();
    // Looked at again (every 4 s), still held: no second payment offered meanwhile.
    await waitFor(() => expect(getTransaction).toHaveBeenCalledTimes(4), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    expect(readSentPayment(ORDER)?.hashes).toEqual([SENT]);
    expect(api.calls).not.toContain(`POST /api/orders/${ORDER}/payment`);
  });

  describe('found on the chain, once mined', () => {
    const PROXY = '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f';
    const PAYMENT_CALL = '0xb868980b00000000000000000000000000000000000000000000000000000000000000aa';
    const SPED = `0x${'5b'.repeat(32)}` as const;
    const CANCEL = `0x${'5c'.repeat(32)}` as const;
    // The latest block is 100; the replacement was mined in 98 (from there the nonce counts as used).
    const MINED_IN = 98n;

    /**
     * Sent, seen pending by the node calling the payment proxy (remembered as a reloaded page finds
     * it, or shown by the node at the page's first look), then replaced by `replacement`.
     */
    function replacedBy(
      replacement: { hash: `0x${string}`; to: string; input: string },
      seen: 'stored' | 'shown' = 'stored',
    ) {
      rememberSentPayment(ORDER, 31337, SENT, Date.now() - 120_000);
      if (seen === 'stored') {
        rememberSentNonce(ORDER, {
          hash: SENT,
          from: WALLET,
          nonce: NONCE,
          call: keccak256(concat([PROXY, PAYMENT_CALL])),
        });
      }
      jest.mocked(getTransactionReceipt).mockImplementation(async (_config, { hash }) => {
        if (hash === SENT) throw new TransactionReceiptNotFoundError({ hash });
        return { status: 'success' } as Awaited<ReturnType<typeof getTransactionReceipt>>;
      });
      if (seen === 'shown') {
        jest.mocked(getTransaction).mockResolvedValueOnce(
          Object.assign(Object.create(null), {
            from: WALLET,
            nonce: NONCE,
            to: PROXY,
            input: PAYMENT_CALL,
          }),
        );
      }
      jest.mocked(getTransaction).mockRejectedValue(new TransactionNotFoundError({ hash: SENT }));
      jest
        .mocked(getTransactionCount)
        .mockImplementation(async (_config, { blockNumber }) =>
          blockNumber === undefined || blockNumber >= MINED_IN ? NONCE + 1 : NONCE,
        );
      jest.mocked(getBlockNumber).mockResolvedValue(100n);
      jest.mocked(getBlock).mockImplementation(
        async (_config, parameters) =>
          ({
            transactions:
              parameters?.blockNumber === MINED_IN
                ? [
                    // Another sender's, with the same nonce: not it.
                    {
                      hash: `0x${'11'.repeat(32)}`,
                      from: PROXY,
                      nonce: NONCE,
                      to: PROXY,
                      input: PAYMENT_CALL,
                    },
                    { ...replacement, from: WALLET, nonce: NONCE },
                  ]
                : [],
          }) as unknown as Awaited<ReturnType<typeof getBlock>>,
      );
    }

    it('follows a sped-up payment in its place: the replacement is told to the API, and the receipt shows it', async () => {
      // The node showed it pending first: what it calls is remembered from there.
      replacedBy({ hash: SPED, to: PROXY, input: PAYMENT_CALL }, 'shown');
      const confirming = orderReceiptFixture({
        id: ORDER,
        hash: SPED,
        payment: paymentFixture({ progress: 'confirming' }),
        confirmations: 1,
      });
      const { api } = reloadOnReceipt(awaiting, confirming);
      expect(await screen.findByText(/Confirmations: 1 of 3/)).toBeInTheDocument();
      // Found in the block that first counts the nonce as used, then asked of the chain and told.
      expect(getBlock).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ blockNumber: MINED_IN, includeTransactions: true }),
      );
      expect(getTransactionReceipt).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ hash: SPED }),
      );
      expect(api.calls).toContain(`POST /api/orders/${ORDER}/payment`);
      // Forgotten once the API's answer names the replacement.
      await waitFor(() => expect(readSentPayment(ORDER)).toBeNull());
      expect(screen.queryByText(HELD)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    });

    it('offers Pay again at once, saying why, when the replacement does not pay the order (cancelled)', async () => {
      replacedBy({ hash: CANCEL, to: WALLET, input: '0x' });
      const { api } = reloadOnReceipt(awaiting);
      expect(
        await screen.findByText(
          `Your wallet replaced your payment transaction ${SENT_SHORT} with one that does not pay this order (it was cancelled). You can pay again.`,
        ),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: PAY })).toBeEnabled();
      expect(screen.queryByText(HELD)).not.toBeInTheDocument();
      expect(readSentPayment(ORDER)).toBeNull();
      expect(api.calls).not.toContain(`POST /api/orders/${ORDER}/payment`);
    });

    it('holds Pay back as before when the node keeps no state that far back', async () => {
      replacedBy({ hash: SPED, to: PROXY, input: PAYMENT_CALL });
      jest.mocked(getTransactionCount).mockImplementation(async (_config, { blockNumber }) => {
        if (blockNumber !== undefined && blockNumber < 100n) throw new Error('missing trie node');
        return NONCE + 1;
      });
      reloadOnReceipt(awaiting);
      expect(await screen.findByText(HELD)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
      expect(readSentPayment(ORDER)?.hashes).toEqual([SENT]);
    });
  });

  it('says so, without Pay, while its replacement waits to be mined', async () => {
    sentAndSeen();
    chainLostIt({ latest: NONCE, pending: NONCE + 1 });
    reloadOnReceipt(awaiting);
    expect(
      await screen.findByText(
        'Your wallet replaced this transaction (sped up or cancelled): its replacement waits for the network.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    expect(screen.queryByText(DROPPED)).not.toBeInTheDocument();
    expect(readSentPayment(ORDER)?.hashes).toEqual([SENT]);
  });

  it('shows the order paid once the API finds the replacement, meanwhile', async () => {
    sentAndSeen();
    chainLostIt({ latest: NONCE + 1, pending: NONCE + 1 });
    let paid = false;
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}#receipt=secret`);
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: () => ({
        status: 200,
        body: paid
          ? orderReceiptFixture({
              id: ORDER,
              status: 'PaymentConfirmed',
              payment: { ...AWAITING_PAYMENT, progress: 'paid', missingAmount: '0', missingUnits: '0' },
            })
          : awaiting,
      }),
    });
    expect(await screen.findByText(HELD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    // The payment worker read the replacement's log: the receipt, read again every 2 s, says so.
    paid = true;
    expect(await screen.findByText('Payment confirmed', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(HELD)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    await waitFor(() => expect(readSentPayment(ORDER)).toBeNull());
  });

  it('offers Pay again, saying why, once the hold is over and the order shows no payment', async () => {
    sentAndSeen(Date.now() - REPLACED_HOLD_MS - 1_000);
    chainLostIt({ latest: NONCE + 1, pending: NONCE + 1 });
    const { api } = reloadOnReceipt(awaiting);
    expect(await screen.findByText(REPLACED_LOST)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: PAY })).toBeEnabled();
    expect(screen.queryByText(HELD)).not.toBeInTheDocument();
    expect(readSentPayment(ORDER)).toBeNull();
    expect(api.calls).not.toContain(`POST /api/orders/${ORDER}/payment`);
  });

  it('is dropped, with Pay at once, when no other transaction of the sender took its nonce', async () => {
    sentAndSeen();
    chainLostIt({ latest: NONCE, pending: NONCE });
    reloadOnReceipt(awaiting);
    expect(await screen.findByText(DROPPED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: PAY })).toBeEnabled();
    expect(readSentPayment(ORDER)).toBeNull();
  });

  it('stays sent, without Pay, while the node cannot tell the nonce', async () => {
    sentAndSeen();
    chainLostIt({ latest: NONCE, pending: NONCE });
    jest.mocked(getTransactionCount).mockRejectedValue(new Error('fetch failed'));
    reloadOnReceipt(awaiting);
    expect(await screen.findByText('Payment sent: waiting for the network')).toBeInTheDocument();
    await waitFor(() => expect(getTransactionCount).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    expect(screen.queryByText(DROPPED)).not.toBeInTheDocument();
    expect(readSentPayment(ORDER)?.hashes).toEqual([SENT]);
  });

  it.each([
    ['a nonce that is no count', { from: WALLET, nonce: -1 }],
    ['a nonce in words', { from: WALLET, nonce: '7' }],
    ['a sender that is no address', { from: 'the buyer', nonce: NONCE }],
  ])(
    'ignores a stored sender with %s: its transaction is still followed, and dropped as before',
    async (_, edit) => {
      rememberSentPayment(ORDER, 31337, SENT, Date.now() - 120_000);
      const stored = JSON.parse(window.localStorage.getItem(`suite:pay:sent:${ORDER}`) ?? '{}');
      window.localStorage.setItem(
        `suite:pay:sent:${ORDER}`,
        JSON.stringify({ ...stored, nonces: [{ hash: SENT, ...edit }] }),
      );
      // Asked, the chain would call it replaced: the bad record is not what decides.
      chainLostIt({ latest: NONCE + 1, pending: NONCE + 1 });
      reloadOnReceipt(awaiting);
      expect(await screen.findByText(DROPPED)).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: PAY })).toBeEnabled();
      expect(getTransactionCount).not.toHaveBeenCalled();
    },
  );

  it('holds Pay from now, not until a stored time to come', async () => {
    sentAndSeen();
    const stored = JSON.parse(window.localStorage.getItem(`suite:pay:sent:${ORDER}`) ?? '{}');
    const year2100 = Date.UTC(2100, 0, 1);
    window.localStorage.setItem(
      `suite:pay:sent:${ORDER}`,
      JSON.stringify({
        ...stored,
        nonces: [{ hash: SENT, from: WALLET, nonce: NONCE, replacedAt: year2100 }],
      }),
    );
    chainLostIt({ latest: NONCE + 1, pending: NONCE + 1 });
    const before = Date.now();
    reloadOnReceipt(awaiting);
    const note = await screen.findByText(HELD);
    const replacedAt = readSentPayment(ORDER)?.nonces?.[0]?.replacedAt ?? 0;
    expect(replacedAt).toBeGreaterThanOrEqual(before);
    expect(note).toHaveTextContent(formatDateTimeIn(replacedAt + REPLACED_HOLD_MS, 'en-US'));
    expect(note).not.toHaveTextContent('2100');
  });
});
