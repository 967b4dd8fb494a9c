import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionReceiptNotFoundError, WaitForTransactionReceiptTimeoutError } from 'viem';
import { getTransaction, getTransactionReceipt } from 'wagmi/actions';
import { installBrowserWallet } from '@suite/shared/testing';
import type { PublicCheckout } from '@suite/shared';
import {
  AWAITING_PAYMENT,
  orderFixture,
  orderReceiptFixture,
  publicCheckoutFixture,
} from '../../test/fixtures';
import { errorBody, invalidInputBody, renderCommerce } from '../../test/render';
import { CheckoutPageRoute } from '../../routes/checkout-page';
import { payRequest } from '../payments/pay-request';
import { readSentPayment } from '../payments/sent-payments';

// antd's forms and the wallet's lazy parts are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const ID = '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11';
const ORDER = '2b9d8e7c-0000-4000-8000-1234567890ab';
const SENT = `0x${'5a'.repeat(32)}` as const;

// The wallet is the edge here: connected on the local chain, with enough of every token.
jest.mock('wagmi', () =>
  jest.requireActual<typeof import('../../test/buyer-wallet')>('../../test/buyer-wallet').buyerWagmi(),
);

// The wallet's payment is the edge: its own steps are `payRequest`'s.
jest.mock('../payments/pay-request', () => ({
  ...jest.requireActual<typeof import('../payments/pay-request')>('../payments/pay-request'),
  payRequest: jest.fn(),
}));

// The chain, as the receipt reads it.
jest.mock('wagmi/actions', () => ({
  ...jest.requireActual<typeof import('wagmi/actions')>('wagmi/actions'),
  getTransactionReceipt: jest.fn(),
  getTransaction: jest.fn(),
}));

const order = orderFixture({
  id: ORDER,
  checkoutId: ID,
  chainId: 31337,
  amount: '85.4',
  payment: AWAITING_PAYMENT,
});
const placed = { status: 200, body: { order, receiptToken: 'secret' } };

type Answers = Parameters<typeof renderCommerce>[1];

/** The checkout's page with the wallet connected, Pay enabled. */
async function openCheckout(answers: Answers, checkout: PublicCheckout = publicCheckoutFixture({ id: ID })) {
  const view = renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
    [`GET /api/checkouts/${ID}/public`]: { status: 200, body: checkout },
    ...answers,
  });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /Connect wallet/ }));
  const pay = await screen.findByRole('button', { name: /^Pay/ });
  await waitFor(() => expect(pay).toBeEnabled());
  return { ...view, user, pay };
}

let uninstall: () => void = () => undefined;
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', `/c/${ID}`);
  jest.mocked(payRequest).mockReset();
  uninstall = installBrowserWallet();
});
afterEach(() => {
  uninstall();
  window.history.replaceState(null, '', '/');
});

describe('paying a checkout', () => {
  it('shows the payment as sent and waiting, not Pay, when the wait for the network times out', async () => {
    jest.mocked(payRequest).mockImplementation(async (_config, _account, _payment, onStep, onSent) => {
      onStep('wallet');
      onSent?.(SENT);
      onStep('mining');
      throw new WaitForTransactionReceiptTimeoutError({ hash: SENT });
    });
    jest.mocked(getTransactionReceipt).mockRejectedValue(new TransactionReceiptNotFoundError({ hash: SENT }));
    jest
      .mocked(getTransaction)
      .mockResolvedValue(Object.create(null) as Awaited<ReturnType<typeof getTransaction>>);
    const { user, pay } = await openCheckout({
      'POST /api/orders': placed,
      [`GET /api/orders/${ORDER}/receipt`]: { status: 200, body: orderReceiptFixture({ id: ORDER }) },
    });
    await user.click(pay);
    expect(await screen.findByText('Payment sent: waiting for the network')).toBeInTheDocument();
    expect(screen.queryByText('The payment could not be confirmed by the network.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(readSentPayment(ORDER)).toMatchObject({ chainId: 31337, hashes: [SENT] });
  });

  it('keeps saying what it does from placing the order until the wallet asks', async () => {
    // The allowance is being read: the wallet has no step yet.
    jest.mocked(payRequest).mockImplementation(() => new Promise(() => undefined));
    const { user, pay, api } = await openCheckout({ 'POST /api/orders': placed });
    await user.click(pay);
    await waitFor(() => expect(payRequest).toHaveBeenCalled());
    expect(api.calls).toContain('POST /api/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the payment…');
  });

  it('fails the payment, placing nothing, when the checkout cannot be read again', async () => {
    let reads = 0;
    const { user, pay, api } = await openCheckout({
      [`GET /api/checkouts/${ID}/public`]: () => {
        reads += 1;
        return reads === 1
          ? { status: 200, body: publicCheckoutFixture({ id: ID }) }
          : errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy.');
      },
      'POST /api/orders': placed,
    });
    await user.click(pay);
    expect(
      await screen.findByText(
        'The checkout could not be read again, so nothing was ordered or paid: The database is busy.',
      ),
    ).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/orders');
    expect(payRequest).not.toHaveBeenCalled();
  });

  it("puts the API's message beside the buyer's field it refused", async () => {
    const { user, pay } = await openCheckout(
      { 'POST /api/orders': invalidInputBody({ email: 'This e-mail domain accepts no mail' }) },
      publicCheckoutFixture({ id: ID, requireEmail: true }),
    );
    await user.type(screen.getByLabelText('E-mail'), 'buyer@example.com');
    await user.click(pay);
    expect(await screen.findByText('This e-mail domain accepts no mail')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail domain accepts no mail');
    expect(
      screen.getByText('Your order was not placed: correct the details marked above, then pay again.'),
    ).toBeInTheDocument();
  });

  it('says what the seller changed meanwhile, and to reload, for fields the buyer cannot change', async () => {
    const { user, pay } = await openCheckout({
      'POST /api/orders': invalidInputBody({
        chainId: 'This checkout does not accept this network',
        'items.1.quantity': 'Must be at most 1',
      }),
    });
    await user.click(pay);
    expect(
      await screen.findByText(
        'The seller changed the networks or stablecoins this checkout accepts since this page was opened. ' +
          'The seller changed the items of this checkout or their quantities since this page was opened. ' +
          'Reload the page to see it as it is now, then pay again. Nothing was ordered or paid.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Input validation failed')).not.toBeInTheDocument();
  });
});

describe('the last receipt placed from this checkout', () => {
  it('is linked from the checkout on this device, after going back to it', async () => {
    jest
      .mocked(payRequest)
      .mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const { user, pay } = await openCheckout({
      'POST /api/orders': placed,
      [`GET /api/orders/${ORDER}/receipt`]: { status: 200, body: orderReceiptFixture({ id: ORDER }) },
    });
    expect(screen.queryByRole('link', { name: 'View your last receipt' })).not.toBeInTheDocument();
    await user.click(pay);
    await user.click(await screen.findByRole('button', { name: 'Back to the checkout' }));
    await user.click(await screen.findByRole('link', { name: 'View your last receipt' }));
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(window.location.search).toBe(`?order=${ORDER}`);
    expect(window.location.hash).toBe('#receipt=secret');
  });
});
