import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserWallet } from '@suite/shared/testing';
import {
  AWAITING_PAYMENT,
  orderFixture,
  orderReceiptFixture,
  publicCheckoutFixture,
} from '../../test/fixtures';
import { renderCommerce } from '../../test/render';
import { CheckoutPageRoute } from '../../routes/checkout-page';
import { payRequest } from '../payments/pay-request';
import { BUYER } from '../../test/buyer-wallet';

// antd's forms and the wallet's lazy parts are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

// The wallet is the edge here: connected on the local chain, with enough of every token.
jest.mock('wagmi', () =>
  jest.requireActual<typeof import('../../test/buyer-wallet')>('../../test/buyer-wallet').buyerWagmi(),
);

// The wallet's payment is the edge of the second test: its own steps are `payRequest`'s.
jest.mock('../payments/pay-request', () => ({
  ...jest.requireActual<typeof import('../payments/pay-request')>('../payments/pay-request'),
  payRequest: jest.fn(),
}));

// The buyer's details are checked by zod, loaded with the first check: held here until released, as
// on a slow network.
let mockReleaseZod: () => void = () => undefined;
const mockZodLoaded = new Promise<void>((resolve) => {
  mockReleaseZod = resolve;
});
jest.mock('./buyer-details-check', () => {
  const actual = jest.requireActual<typeof import('./buyer-details-check')>('./buyer-details-check');
  return {
    buyerDetailsResolver: (rules: Parameters<typeof actual.buyerDetailsResolver>[0]) => {
      const resolver = actual.buyerDetailsResolver(rules);
      return async (...args: Parameters<typeof resolver>) => {
        await mockZodLoaded;
        return resolver(...args);
      };
    },
  };
});

const ID = '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11';

const CHECKOUT = publicCheckoutFixture({ id: ID, requireEmail: true });

describe('paying a checkout that asks for the e-mail', () => {
  it('places one order for a double tap on Pay while the check of the details loads', async () => {
    const uninstall = installBrowserWallet();
    try {
      const { api } = renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
        [`GET /api/checkouts/${ID}/public`]: { status: 200, body: CHECKOUT },
        'POST /api/orders': {
          status: 200,
          body: { order: orderFixture({ checkoutId: ID, payment: null }), receiptToken: 'secret' },
        },
      });
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByLabelText('E-mail'), 'buyer@example.com');
      await user.click(screen.getByRole('button', { name: /Connect wallet/ }));
      const pay = await screen.findByRole('button', { name: /^Pay/ });
      await waitFor(() => expect(pay).toBeEnabled());

      fireEvent.click(pay);
      fireEvent.click(pay);
      // Busy from the first tap, before the details are checked.
      await waitFor(() => expect(screen.getByRole('button', { name: /Pay/ })).toBeDisabled());
      expect(screen.getByRole('status')).toHaveTextContent('Checking your details…');
      await act(async () => mockReleaseZod());

      await waitFor(() => expect(api.calls).toContain('POST /api/orders'));
      // Whatever the second tap would have done is done by now.
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(api.calls.filter((call) => call === 'POST /api/orders')).toHaveLength(1);
    } finally {
      uninstall();
    }
  });
});

describe('a payment the wallet declines', () => {
  it('shows the receipt of the placed order with why nothing was paid, above Pay to try again', async () => {
    // The checkout, not the receipt of the order placed above.
    window.history.replaceState(null, '', `/c/${ID}`);
    await act(async () => mockReleaseZod());
    jest
      .mocked(payRequest)
      .mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const order = orderFixture({ checkoutId: ID, chainId: 31337, amount: '85.4', payment: AWAITING_PAYMENT });
    const receipt = orderReceiptFixture({
      id: order.id,
      createdAt: order.createdAt,
      senderAddress: BUYER,
      checkoutId: ID,
    });
    const uninstall = installBrowserWallet();
    try {
      renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
        [`GET /api/checkouts/${ID}/public`]: { status: 200, body: CHECKOUT },
        'POST /api/orders': { status: 200, body: { order, receiptToken: 'secret' } },
        [`GET /api/orders/${order.id}/receipt`]: { status: 200, body: receipt },
      });
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByLabelText('E-mail'), 'buyer@example.com');
      await user.click(screen.getByRole('button', { name: /Connect wallet/ }));
      const pay = await screen.findByRole('button', { name: /^Pay/ });
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);

      expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
      const declined = 'The payment was declined in your wallet. Nothing was sent.';
      expect(await screen.findByText(declined)).toBeInTheDocument();
      // Paying again pays this order, from its receipt: what the wallet said then no longer holds.
      jest.mocked(payRequest).mockImplementation(() => new Promise(() => undefined));
      await user.click(await screen.findByRole('button', { name: 'Pay 85.4 tUSDC' }));
      await waitFor(() => expect(screen.queryByText(declined)).not.toBeInTheDocument());
    } finally {
      uninstall();
      window.history.replaceState(null, '', '/');
    }
  });
});
