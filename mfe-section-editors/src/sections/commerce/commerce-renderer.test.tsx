import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, ok, paged, renderInSite } from '../../test/render-in-site';
import { openPendingTab } from '../../section-kit/render/open-page';
import { CommerceRenderer } from './renderer';

// jsdom opens no tab: where a Buy sends the tab it opened is recorded instead.
jest.mock('../../section-kit/render/open-page');
const tab = { go: jest.fn(), cancel: jest.fn() };
jest.mocked(openPendingTab).mockReturnValue(tab);

jest.setTimeout(30_000);

const ID = '33333333-3333-4333-8333-333333333333';
const PAY_ORIGIN = 'https://admin.example.com';

function product(name: string, price: string, extra: Record<string, unknown> = {}) {
  return {
    id: `${name}-id`,
    name,
    description: `About ${name}`,
    price,
    imageUrl: null,
    digital: false,
    ...extra,
  };
}

describe('CommerceRenderer', () => {
  it("shows the store: the owner's products for sale with their prices, searchable", async () => {
    const { api } = renderInSite(
      <CommerceRenderer data={{ content: { type: 'store', params: { emailRequired: false } } }} />,
      {
        'GET /api/sites/7/public/products': (url) =>
          url.searchParams.get('q') === 'mug'
            ? paged([product('Mug', '7.25')], 1, 12)
            : paged([product('Hat', '12.5', { digital: true }), product('Mug', '7.25')], 2, 12),
      },
    );
    const hat = await screen.findByRole('article', { name: 'Hat' });
    expect(hat).toHaveTextContent('$12.50');
    expect(hat).toHaveTextContent('Digital');
    expect(screen.getByRole('article', { name: 'Mug' })).toHaveTextContent('$7.25');
    expect(api.calls()).toContain('/api/sites/7/public/products?page=0&limit=12');

    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('searchbox', { name: 'Search the store' }), 'mug');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hat' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Mug' })).toBeInTheDocument();
  });

  it("buys a store's product through the checkout the server gives, and says why it cannot", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderInSite(
      <CommerceRenderer data={{ content: { type: 'store', params: { emailRequired: true } } }} />,
      {
        'GET /api/sites/7/public/products': paged([product('Hat', '12.5'), product('Mug', '7.25')], 2, 12),
        'POST /api/sites/7/public/products/Hat-id/checkout': ok({
          checkoutId: ID,
          payUrl: `${PAY_ORIGIN}/c/${ID}?site=7`,
        }),
        'POST /api/sites/7/public/products/Mug-id/checkout': {
          status: 409,
          body: {
            defined: false,
            code: 'CONFLICT',
            status: 409,
            message: 'This site does not sell this product',
            data: { reason: 'siteDoesNotSellProduct' },
          },
        },
      },
    );
    const mug = await screen.findByRole('article', { name: 'Mug' });
    await user.click(within(mug).getByRole('button', { name: 'Buy Mug' }));
    expect(await within(mug).findByRole('alert')).toHaveTextContent('This site does not sell this product.');
    expect(within(mug).getByRole('button', { name: 'Buy Mug' })).toBeEnabled();
    expect(tab.cancel).toHaveBeenCalledTimes(1);
    expect(tab.go).not.toHaveBeenCalled();

    const hat = screen.getByRole('article', { name: 'Hat' });
    await user.click(within(hat).getByRole('button', { name: 'Buy Hat' }));
    // The pay page the server names (its PUBLIC_APP_URL), not a path of the page the site is drawn on.
    await waitFor(() => expect(tab.go).toHaveBeenCalledWith(`${PAY_ORIGIN}/c/${ID}?site=7`));
    expect(openPendingTab).toHaveBeenCalledTimes(2);
    expect(tab.cancel).toHaveBeenCalledTimes(1);
    expect(api.calls()).toContain('/api/sites/7/public/products/Hat-id/checkout');
    expect(within(hat).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says once why the store takes no order now, its Buy buttons off rather than a click to find out', async () => {
    const reason = 'This store cannot take orders right now. Please contact the seller.';
    renderInSite(
      <CommerceRenderer data={{ content: { type: 'store', params: { emailRequired: false } } }} />,
      {
        'GET /api/sites/7/public/products': paged([product('Mug', '7.25'), product('Hat', '12.5')], 2, 12),
        'GET /api/sites/7/public/store-status': ok({ unavailableReason: reason }),
      },
    );
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy Mug' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Buy Hat' })).toBeDisabled();
  });

  it('says so when the store has nothing for sale', async () => {
    renderInSite(
      <CommerceRenderer data={{ content: { type: 'store', params: { emailRequired: true } } }} />,
      {
        'GET /api/sites/7/public/products': paged([], 0, 12),
      },
    );
    expect(await screen.findByText('This store has no products for sale yet.')).toBeInTheDocument();
  });

  it('shows a checkout with its items, total and the way to pay it', async () => {
    renderInSite(<CommerceRenderer data={{ content: { type: 'checkout', id: ID } }} />, {
      [`GET /api/checkouts/${ID}/public`]: ok(publicCheckout(null)),
    });
    const checkout = await screen.findByRole('article', { name: 'Summer bundle' });
    expect(within(checkout).getByText('Hat × 2')).toBeInTheDocument();
    expect(checkout).toHaveTextContent('Total $25.00');
    expect(within(checkout).getByRole('link', { name: /Go to checkout/ })).toHaveAttribute(
      'href',
      `${PAY_ORIGIN}/c/${ID}`,
    );
  });

  it('says why a checkout cannot be paid now, and its button is off rather than a click to find out', async () => {
    const reason = 'This store cannot take orders at the moment';
    renderInSite(<CommerceRenderer data={{ content: { type: 'checkout', id: ID } }} />, {
      [`GET /api/checkouts/${ID}/public`]: ok(publicCheckout(reason)),
    });
    const checkout = await screen.findByRole('article', { name: 'Summer bundle' });
    expect(within(checkout).getByText(reason)).toBeVisible();
    expect(within(checkout).queryByRole('link', { name: /Go to checkout/ })).not.toBeInTheDocument();
    expect(within(checkout).getByRole('button', { name: /Go to checkout/ })).toBeDisabled();
  });

  function publicCheckout(unavailableReason: string | null) {
    return {
      id: ID,
      title: 'Summer bundle',
      description: 'Two things',
      requireEmail: false,
      requireAddress: false,
      editable: false,
      items: [
        {
          productId: 'p1',
          quantity: 2,
          name: 'Hat',
          description: '',
          price: '12.5',
          imageUrl: null,
          images: [],
          forSale: true,
        },
      ],
      total: '25',
      receiverAddress: `0x${'ab'.repeat(20)}`,
      networks: [{ chainId: 31337, requiredConfirmations: 1 }],
      unavailableReason,
      marketplaceFees: [],
      listing: null,
      sold: [],
      payUrl: `${PAY_ORIGIN}/c/${ID}`,
    };
  }

  it('shows one product with its pictures, price and category', async () => {
    const user = userEvent.setup({ delay: null });
    renderInSite(<CommerceRenderer data={{ content: { type: 'single-product', id: ID } }} />, {
      [`GET /api/sites/7/public/products/${ID}`]: ok({
        ...product('Mug', '7.25', { imageUrl: 'https://example.com/mug.png' }),
        images: ['https://example.com/mug-2.png'],
        category: 'Kitchen',
      }),
    });
    const mug = await screen.findByRole('article', { name: 'Mug' });
    expect(within(mug).getByRole('heading', { name: 'Mug' })).toBeInTheDocument();
    expect(mug).toHaveTextContent('$7.25');
    expect(mug).toHaveTextContent('Kitchen');
    expect(within(mug).getByRole('img', { name: 'Mug' })).toHaveAttribute(
      'src',
      'https://example.com/mug.png',
    );
    expect(within(mug).getByRole('button', { name: 'Buy Mug' })).toBeInTheDocument();
    await user.click(within(mug).getByRole('button', { name: 'Picture 2' }));
    expect(within(mug).getByRole('img', { name: 'Mug' })).toHaveAttribute(
      'src',
      'https://example.com/mug-2.png',
    );
  });

  it('shows a collection with its products', async () => {
    renderInSite(<CommerceRenderer data={{ content: { type: 'collection', id: ID } }} />, {
      [`GET /api/sites/7/public/collections/${ID}`]: ok({
        id: ID,
        name: 'Summer',
        products: paged([product('Hat', '12.5')], 1, 12).body,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Summer' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hat' })).toBeInTheDocument();
  });

  it('says when the checkout no longer exists (404), with no Retry that could not help', async () => {
    renderInSite(<CommerceRenderer data={{ content: { type: 'checkout', id: ID } }} />, {
      [`GET /api/checkouts/${ID}/public`]: errorBody(404, 'NOT_FOUND', 'Checkout not found'),
    });
    expect(await screen.findByText('This checkout no longer exists.')).toBeInTheDocument();
    expect(screen.queryByText('This checkout could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says when the product is no longer available (404), with no Retry that could not help', async () => {
    renderInSite(<CommerceRenderer data={{ content: { type: 'single-product', id: ID } }} />, {
      [`GET /api/sites/7/public/products/${ID}`]: errorBody(404, 'NOT_FOUND', 'Product not found'),
    });
    expect(await screen.findByText('This product is no longer available.')).toBeInTheDocument();
    expect(screen.queryByText('This product could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says why a product cannot be shown otherwise, with Retry', async () => {
    renderInSite(<CommerceRenderer data={{ content: { type: 'single-product', id: ID } }} />, {
      [`GET /api/sites/7/public/products/${ID}`]: errorBody(
        500,
        'INTERNAL_SERVER_ERROR',
        'Database unavailable',
      ),
    });
    expect(await screen.findByText('This product could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when the collection no longer exists (404), and why it cannot be shown otherwise', async () => {
    renderInSite(<CommerceRenderer data={{ content: { type: 'collection', id: ID } }} />, {
      [`GET /api/sites/7/public/collections/${ID}`]: errorBody(404, 'NOT_FOUND', 'Collection not found'),
    });
    expect(await screen.findByText('This collection no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    renderInSite(<CommerceRenderer data={{ content: { type: 'collection', id: ID } }} />, {
      [`GET /api/sites/7/public/collections/${ID}`]: errorBody(
        500,
        'INTERNAL_SERVER_ERROR',
        'Database unavailable',
      ),
    });
    expect(await screen.findByText('This collection could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('needs its site for a store, and says what is missing before a pick', () => {
    renderInSite(
      <CommerceRenderer data={{ content: { type: 'store', params: { emailRequired: false } } }} />,
      {},
      {},
    );
    expect(
      screen.getByText('This section shows content of its site, and no site was given.'),
    ).toBeInTheDocument();
  });

  it('says what is missing before anything is picked', () => {
    renderInSite(<CommerceRenderer data={{ content: { type: 'collection', id: null } }} />);
    expect(screen.getByText('Selection: Choose a collection')).toBeInTheDocument();
  });
});
