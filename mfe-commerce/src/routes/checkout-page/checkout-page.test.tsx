import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderReceipt, PublicCheckout } from '@suite/shared';
import { PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import { setLanguage } from '@suite/shared/react';
import { installBrowserWallet } from '@suite/shared/testing';
import {
  orderReceiptFixture,
  paymentFixture,
  publicCheckoutFixture,
  receivedPaymentFixture,
} from '../../test/fixtures';
import { errorBody, renderCommerce } from '../../test/render';
import { CheckoutPageRoute } from '.';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const ID = '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11';
const ORDER = '2b9d8e7c-0000-4000-8000-1234567890ab';

const checkout = (overrides: Partial<PublicCheckout> = {}) => publicCheckoutFixture({ id: ID, ...overrides });

const payment = paymentFixture;

function receipt(overrides: Partial<OrderReceipt> = {}): OrderReceipt {
  return orderReceiptFixture({
    id: ORDER,
    hash: `0x${'ab'.repeat(32)}`,
    payment: payment(),
    confirmations: 1,
    checkoutId: ID,
    items: [
      {
        id: 'i1',
        productId: 'p-mug',
        title: 'Block Explorer Mug',
        price: '12.75',
        quantity: 2,
        product: { imageUrl: null },
      },
    ],
    ...overrides,
  });
}

/** The pay page of order ORDER, its receipt answering `overrides` (as `receipt` builds it). */
function openReceipt(overrides: Partial<OrderReceipt> = {}) {
  window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}`);
  return renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
    [`GET /api/orders/${ORDER}/receipt`]: { status: 200, body: receipt(overrides) },
  });
}

const publicPath = `GET /api/checkouts/${ID}/public`;

/** Token 2 of a collection on the local chain, as an asset store lists it. */
const LISTED = {
  chainId: 31337,
  contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  tokenId: '2',
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the public checkout page', () => {
  it('shows the title, description, items with prices and the total in USD, and says when the browser has no wallet', async () => {
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [publicPath]: { status: 200, body: checkout() },
    });
    expect(await screen.findByRole('heading', { name: 'Merch bundle', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('A hoodie and mugs.')).toBeInTheDocument();
    expect(screen.getByText('Genesis Hoodie')).toBeInTheDocument();
    expect(screen.getByText('$59.90 each')).toBeInTheDocument();
    expect(screen.getByText('$25.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Block Explorer Mug')).toHaveTextContent('× 2');
    expect(screen.getByLabelText('Total')).toHaveTextContent('$85.40 USD');
    expect(screen.getByRole('button', { name: '2 photos: photos of Genesis Hoodie' })).toHaveTextContent(
      '2 photos',
    );
    // This browser has no wallet: the page says so instead of a button that cannot work.
    expect(
      screen.getByText('No browser wallet found: install one such as MetaMask, then reload.'),
    ).toBeInTheDocument();
    // Nothing is asked that the checkout does not require.
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it("says in the buyer's language on which networks to pay and that the browser has no wallet", async () => {
    try {
      await act(() => setLanguage('es'));
      renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
        [publicPath]: { status: 200, body: checkout() },
      });
      expect(
        await screen.findByText(
          'No se encontró ninguna wallet en el navegador: instala una, como MetaMask, y vuelve a cargar la página.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Paga con una stablecoin en Cadena local.')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('offers to connect the browser’s wallet when there is one', async () => {
    const uninstall = installBrowserWallet();
    try {
      renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
        [publicPath]: { status: 200, body: checkout() },
      });
      expect(await screen.findByRole('button', { name: /Connect wallet/ })).toBeInTheDocument();
      expect(screen.getByText('Pay with a stablecoin on Local chain.')).toBeInTheDocument();
    } finally {
      uninstall();
    }
  });

  it('lets the customer change quantities 1–100 when the checkout is editable, with the total following', async () => {
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [publicPath]: { status: 200, body: checkout({ editable: true }) },
    });
    const mugs = await screen.findByLabelText('Quantity of Block Explorer Mug');
    fireEvent.change(mugs, { target: { value: '4' } });
    await waitFor(() => expect(screen.getByLabelText('Total')).toHaveTextContent('$110.90 USD'));
    fireEvent.change(mugs, { target: { value: '101' } });
    expect(await screen.findByText('Must be at most 100')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('—');
    fireEvent.change(mugs, { target: { value: '0' } });
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
  });

  it('from an asset store (?site=), shows the price, each marketplace fee and the total before paying', async () => {
    window.history.replaceState(null, '', `/c/${ID}?site=7`);
    const fees = [
      { recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', percentage: 2.5, amount: '2.135' },
      { recipient: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', percentage: 1.33, amount: '1.13582' },
    ];
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      // The server decides the fees, for the site the page names (none without one).
      [publicPath]: (request) => ({
        status: 200,
        body: checkout({
          editable: true,
          marketplaceFees: new URL(request.url).searchParams.get('site') === '7' ? fees : [],
        }),
      }),
    });
    expect(await screen.findByLabelText('Price')).toHaveTextContent('$85.40 USD');
    expect(screen.getByText(/Marketplace fee 2.5% to/)).toHaveTextContent('0x90F7…b906');
    expect(screen.getByLabelText('Marketplace fee 1')).toHaveTextContent('$2.135 USD');
    expect(screen.getByLabelText('Marketplace fee 2')).toHaveTextContent('$1.13582 USD');
    expect(screen.getByLabelText('Total')).toHaveTextContent('$88.67082 USD');

    // The fees follow the quantities, rounded down to the micro-dollar as the server does.
    fireEvent.change(screen.getByLabelText('Quantity of Block Explorer Mug'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByLabelText('Price')).toHaveTextContent('$98.15 USD'));
    // 98.15 × 2.5 % = 2.45375; × 1.33 % = 1.305395.
    expect(screen.getByLabelText('Marketplace fee 1')).toHaveTextContent('$2.45375 USD');
    expect(screen.getByLabelText('Marketplace fee 2')).toHaveTextContent('$1.305395 USD');
    expect(screen.getByLabelText('Total')).toHaveTextContent('$101.909145 USD');
  });

  it("from a site, wears the site's theme and footer; a plain checkout link keeps the suite's look", async () => {
    window.history.replaceState(null, '', `/c/${ID}?site=7`);
    const looks: string[] = [];
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [publicPath]: { status: 200, body: checkout() },
      'GET /api/sites/7/public/look': (request) => {
        looks.push(request.url);
        return {
          status: 200,
          body: {
            name: 'Ape shop',
            locale: 'en-US',
            theme: 'custom',
            customThemeLight: { colorPrimary: '#e91e63', colorBgLayout: '#fff0f5' },
            showPoweredBy: true,
            signature: null,
          },
        };
      },
    });
    expect(await screen.findByLabelText('Total')).toHaveTextContent('$85.40 USD');
    const page = screen.getByLabelText('Total').closest('[data-widget-theme]');
    expect(page).toHaveStyle({ background: '#fff0f5' });
    expect(screen.getByText('Powered by Site Builder')).toBeInTheDocument();
    expect(looks).toHaveLength(1);
  });

  it('shows no marketplace fee for a plain checkout link', async () => {
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [publicPath]: { status: 200, body: checkout() },
    });
    expect(await screen.findByLabelText('Total')).toHaveTextContent('$85.40 USD');
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    expect(screen.queryByText(/Marketplace fee/)).not.toBeInTheDocument();
    // In the suite's own look: no site is read.
    expect(screen.getByLabelText('Total').closest('[data-widget-theme]')).toBeNull();
    expect(screen.queryByText('Powered by Site Builder')).not.toBeInTheDocument();
  });

  it('asks the e-mail and the shipping address when the checkout requires them, with field messages', async () => {
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [publicPath]: { status: 200, body: checkout({ requireEmail: true, requireAddress: true }) },
    });
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Must be a valid e-mail')).toBeInTheDocument();
    const city = screen.getByLabelText('City');
    fireEvent.focus(city);
    fireEvent.blur(city);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    for (const label of ['Full name', 'Address line 1', 'Postal code', 'Country']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('refuses clearly, before any transaction, a checkout that cannot be paid', async () => {
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [publicPath]: {
        status: 200,
        body: checkout({ unavailableReason: PUBLIC_CHECKOUT_MESSAGES.noCredits }),
      },
    });
    expect(await screen.findByText(PUBLIC_CHECKOUT_MESSAGES.noCredits)).toBeInTheDocument();
    expect(screen.getByText('This checkout cannot be paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect wallet/ })).not.toBeInTheDocument();
  });

  it('from a listing (?site=&token=), asks for that NFT, names it, and keeps the listing’s quantities', async () => {
    window.history.replaceState(null, '', `/c/${ID}?site=7&token=2`);
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      // The server says whether the site lists that token at this checkout.
      [publicPath]: (request) => {
        const query = new URL(request.url).searchParams;
        const listed = query.get('site') === '7' && query.get('token') === '2';
        return { status: 200, body: checkout({ editable: !listed, listing: listed ? LISTED : null }) };
      },
    });
    const nft = await screen.findByText('Token #2 of 0x5FbD…0aa3 on Local chain');
    expect(nft.closest('div')).toHaveTextContent('NFT: Token #2');
    expect(screen.getByLabelText('Quantity of Block Explorer Mug')).toHaveTextContent('× 2');
  });

  it('says in the buyer’s language that a listed NFT is sold, before any transaction', async () => {
    try {
      await act(() => setLanguage('es'));
      window.history.replaceState(null, '', `/c/${ID}?site=7&token=2`);
      renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
        [publicPath]: {
          status: 200,
          body: checkout({
            listing: LISTED,
            sold: [LISTED],
            unavailableReason: PUBLIC_CHECKOUT_MESSAGES.nftSold,
          }),
        },
      });
      expect(await screen.findByText('Este NFT ya se ha vendido.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Conectar/ })).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says when the checkout does not exist or was deleted', async () => {
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [publicPath]: errorBody(404, 'NOT_FOUND', PUBLIC_CHECKOUT_MESSAGES.notFound),
    });
    expect(await screen.findByText('Checkout not found')).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_CHECKOUT_MESSAGES.notFound)).toBeInTheDocument();
  });
});

describe('the receipt (?order=)', () => {
  it('follows the order live: Payment pending with confirmations n of N, then Payment confirmed', async () => {
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}`);
    let current = receipt();
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: () => ({ status: 200, body: current }),
    });
    expect(await screen.findByText('Payment pending')).toBeInTheDocument();
    expect(screen.getByText(/Confirmations: 1 of 3/)).toBeInTheDocument();
    current = receipt({
      status: 'PaymentConfirmed',
      confirmations: 3,
      paidAmount: '86',
      overpaidAmount: '0.6',
      payment: payment({ progress: 'paid', receivedAmount: '86', pendingAmount: '0', overpaidAmount: '0.6' }),
    });
    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('You paid 0.6 tUSDC more than the total. Contact the seller about the difference.'),
    ).toBeInTheDocument();
    const items = screen.getByText('Block Explorer Mug').closest('li');
    expect(items && within(items).getByText('2 × $12.75')).toBeInTheDocument();
  });

  it('names the NFT an order bought through a listing', async () => {
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}`);
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: { status: 200, body: receipt({ listing: LISTED }) },
    });
    expect(await screen.findByText('Token #2 of 0x5FbD…0aa3 on Local chain')).toBeInTheDocument();
  });

  it('shows an underpaid order’s received and missing amounts, and offers to pay the rest from a wallet', async () => {
    openReceipt({
      payment: payment({
        progress: 'underpaid',
        receivedAmount: '50',
        pendingAmount: '0',
        missingAmount: '35.4',
        missingUnits: '35400000',
      }),
    });
    expect(await screen.findByText('Part of the payment arrived')).toBeInTheDocument();
    expect(screen.getByText(/50 tUSDC of 85.4 tUSDC arrived/)).toBeInTheDocument();
    expect(screen.getByText('35.4 tUSDC', { selector: 'strong' })).toBeInTheDocument();
    // No wallet in this browser: the page says so rather than offering a button that cannot work.
    expect(screen.getByText('Connect the wallet to pay 35.4 tUSDC for this order.')).toBeInTheDocument();
    expect(
      screen.getByText('No browser wallet found: install one such as MetaMask, then reload.'),
    ).toBeInTheDocument();
  });

  it('shows the marketplace fees of the order and what is missing of a short fee, with the amount to pay', async () => {
    openReceipt({
      paidAmount: '85.4',
      payment: payment({
        progress: 'underpaid',
        receivedAmount: '85.4',
        pendingAmount: '0',
        missingAmount: '0',
        missingUnits: '0',
        fees: [
          {
            recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
            percentage: 2.5,
            amount: '2.135',
            amountUnits: '2135000',
            receivedAmount: '2',
            missingAmount: '0.135',
            missingUnits: '135000',
          },
        ],
      }),
    });
    expect(await screen.findByText('Part of the payment arrived')).toBeInTheDocument();
    expect(screen.getByText(/The price arrived, but the marketplace fees are short/)).toBeInTheDocument();
    const fee = screen.getByLabelText('Marketplace fee to 0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    expect(fee).toHaveTextContent('2.5% to 0x90F7…b906');
    expect(fee).toHaveTextContent('Missing 0.135 tUSDC');
    expect(screen.getByText('Connect the wallet to pay 0.135 tUSDC for this order.')).toBeInTheDocument();
  });

  it('shows the digital products’ content to the holder of the receipt link once paid, and the refund reason', async () => {
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}#receipt=${'t'.repeat(43)}`);
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: {
        status: 200,
        body: receipt({ status: 'PaymentConfirmed', payment: payment({ progress: 'paid' }) }),
      },
      [`POST /api/orders/${ORDER}/content`]: {
        status: 200,
        body: {
          items: [{ productId: 'p-mug', title: 'Wallpaper Pack', content: 'https://files.test/pack.zip' }],
        },
      },
    });
    expect(await screen.findByText('Your digital products')).toBeInTheDocument();
    expect(screen.getByText('https://files.test/pack.zip')).toBeInTheDocument();
  });

  it('offers Retry when the paid digital content could not be read, and shows it once read', async () => {
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}#receipt=${'t'.repeat(43)}`);
    let reads = 0;
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: {
        status: 200,
        body: receipt({ status: 'PaymentConfirmed', payment: payment({ progress: 'paid' }) }),
      },
      [`POST /api/orders/${ORDER}/content`]: () => {
        reads += 1;
        return reads === 1
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy: try again in a moment')
          : {
              status: 200,
              body: {
                items: [
                  { productId: 'p-mug', title: 'Wallpaper Pack', content: 'https://files.test/pack.zip' },
                ],
              },
            };
      },
    });
    const failure = (await screen.findByText('Your content could not be opened')).closest('[role="alert"]');
    if (!(failure instanceof HTMLElement)) throw new Error('No alert');
    expect(failure).toHaveTextContent('The database is busy: try again in a moment');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your digital products')).toBeInTheDocument();
    expect(screen.getByText('https://files.test/pack.zip')).toBeInTheDocument();
    expect(screen.queryByText('Your content could not be opened')).not.toBeInTheDocument();
  });

  it('says why the seller refunded an order', async () => {
    const { api } = openReceipt({
      status: 'Refunded',
      refundReason: 'Out of stock',
      payment: payment({ progress: 'closed' }),
    });
    expect(await screen.findByText('The seller refunds this order: Out of stock')).toBeInTheDocument();
    // Without the receipt link (and unpaid) nothing protected is asked for.
    expect(screen.queryByText('Your digital products')).not.toBeInTheDocument();
    expect(api.calls).not.toContain(`POST /api/orders/${ORDER}/content`);
  });

  it('tells a buyer whose payment came after the seller cancelled that the seller was told to return it', async () => {
    const { unmount } = openReceipt({
      status: 'Cancelled',
      payment: payment({ progress: 'closed', payments: [receivedPaymentFixture()] }),
    });
    expect(
      await screen.findByText(
        'Your payment arrived after the seller cancelled this order. The seller has been told to return it to you; contact them for details.',
      ),
    ).toBeInTheDocument();
    unmount();
    // Cancelled with nothing paid: only that the seller changed it.
    openReceipt({ status: 'Cancelled', payment: payment({ progress: 'closed' }) });
    expect(
      await screen.findByText('The seller changed this order. Contact them for details.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your payment arrived after/)).not.toBeInTheDocument();
  });

  it('shows why a transaction failed and offers to pay again while the order is open', async () => {
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}`);
    let current = receipt({
      status: 'TransactionFailed',
      hash: null,
      failureReason: 'The payment transaction 0xab… was reverted on Local chain: nothing was paid',
      payment: payment({
        progress: 'awaiting',
        pendingAmount: '0',
        missingAmount: '85.4',
        missingUnits: '85400000',
      }),
    });
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: () => ({ status: 200, body: current }),
    });
    expect(await screen.findByText('Transaction failed')).toBeInTheDocument();
    expect(
      screen.getByText('The payment transaction 0xab… was reverted on Local chain: nothing was paid'),
    ).toBeInTheDocument();
    expect(screen.getByText('Connect the wallet to pay 85.4 tUSDC for this order.')).toBeInTheDocument();
    // It is still followed: a payment made elsewhere shows.
    current = receipt({ status: 'PaymentConfirmed', payment: payment({ progress: 'paid' }) });
    expect(await screen.findByText('Payment confirmed', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("says why an order was not paid in the buyer's language, from its failure's code", async () => {
    const hash = `0x${'cd'.repeat(32)}`;
    try {
      await act(() => setLanguage('es'));
      window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}`);
      const view = renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
        [`GET /api/orders/${ORDER}/receipt`]: {
          status: 200,
          body: receipt({
            status: 'TransactionFailed',
            hash: null,
            failureReason: `The payment transaction ${hash} was reverted on Local chain: nothing was paid`,
            failure: { code: 'reverted', hash },
            payment: payment({ progress: 'expired' }),
          }),
        },
      });
      expect(
        await screen.findByText(
          `La transacción de pago ${hash} fue revertida en Cadena local: no se pagó nada`,
        ),
      ).toBeInTheDocument();
      view.unmount();

      await act(() => setLanguage('pt'));
      renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
        [`GET /api/orders/${ORDER}/receipt`]: {
          status: 200,
          body: receipt({
            status: 'Cancelled',
            hash: null,
            failureReason: 'No payment arrived within 30 minutes of the order',
            failure: { code: 'expired', windowMs: 1_800_000 },
            payment: payment({ progress: 'expired' }),
          }),
        },
      });
      expect(
        await screen.findByText('Nenhum pagamento chegou em 30 minutos após o pedido'),
      ).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
      window.localStorage.clear();
    }
  });

  it('tells a buyer whose NFT was sold to another that the order is cancelled, and offers no payment', async () => {
    openReceipt({
      status: 'Cancelled',
      hash: null,
      failureReason: 'The NFT of this order was sold to another buyer before any payment arrived',
      failure: { code: 'sold' },
      payment: payment({
        progress: 'expired',
        pendingAmount: '0',
        missingAmount: '85.4',
        missingUnits: '85400000',
        fees: [
          {
            recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
            percentage: 2.5,
            amount: '2.135',
            amountUnits: '2135000',
            receivedAmount: '0',
            missingAmount: '2.135',
            missingUnits: '2135000',
          },
        ],
      }),
    });
    expect(
      await screen.findByText('The NFT of this order was sold to another buyer before any payment arrived'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Connect the wallet to pay/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    // Nothing is waited for any more: nothing is said to be missing.
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.getByText('2.135 tUSDC')).toBeInTheDocument();
    expect(screen.queryByText(/^Missing/)).not.toBeInTheDocument();
  });

  it('shows why a transaction failed once it can no longer be paid, and goes back to the checkout', async () => {
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}`);
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: {
        status: 200,
        body: receipt({
          status: 'TransactionFailed',
          failureReason: 'The transaction was reverted: no tokens were transferred',
          payment: payment({ progress: 'expired' }),
        }),
      },
      [publicPath]: { status: 200, body: checkout() },
    });
    expect(await screen.findByText('Transaction failed')).toBeInTheDocument();
    expect(screen.getByText('The transaction was reverted: no tokens were transferred')).toBeInTheDocument();
    expect(screen.queryByText(/Connect the wallet to pay/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the checkout' }));
    expect(await screen.findByRole('heading', { name: 'Merch bundle', level: 1 })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it("keeps the receipt one Back away after going back to the checkout: its link may be the buyer's only one", async () => {
    window.history.replaceState(null, '', `/c/${ID}?order=${ORDER}#receipt=${'t'.repeat(43)}`);
    renderCommerce(<CheckoutPageRoute checkoutId={ID} />, {
      [`GET /api/orders/${ORDER}/receipt`]: { status: 200, body: receipt() },
      [publicPath]: { status: 200, body: checkout() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the checkout' }));
    expect(await screen.findByRole('heading', { name: 'Merch bundle', level: 1 })).toBeInTheDocument();
    // The browser's Back.
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Your order', level: 1 })).toBeInTheDocument();
    expect(window.location.hash).toBe(`#receipt=${'t'.repeat(43)}`);
  });
});
