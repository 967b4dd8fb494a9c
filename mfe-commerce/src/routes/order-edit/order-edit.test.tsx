import { screen, within } from '@testing-library/react';
import { orderFixture } from '../../test/fixtures';
import { renderCommerceRouter } from '../../test/render';
import { OrderEditRoute } from '.';

// Rendering antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const ID = '2b9d8e7c-0000-4000-8000-1234567890ab';

function renderOrder(order: ReturnType<typeof orderFixture>) {
  return renderCommerceRouter(
    [{ path: '/u/account/commerce/orders/:id', element: <OrderEditRoute /> }],
    [`/u/account/commerce/orders/${ID}`],
    { [`GET /api/orders/${ID}`]: { status: 200, body: order } },
  );
}

describe('OrderEditRoute', () => {
  it('names the NFT an asset store listing sold, and the site it sold on', async () => {
    renderOrder(
      orderFixture({
        id: ID,
        status: 'PaymentConfirmed',
        siteId: '7',
        listing: { chainId: 1, contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', tokenId: '42' },
      }),
    );
    const details = await screen.findByText('Sold on');
    const card = details.closest('.ant-descriptions');
    if (!(card instanceof HTMLElement)) throw new Error('No order details');
    expect(within(card).getByText('Site 7')).toBeInTheDocument();
    expect(within(card).getByText('NFT sold')).toBeInTheDocument();
    // On a chain with an explorer, the token's page there.
    expect(within(card).getByRole('link', { name: 'Token #42 of 0x5FbD…0aa3 on Ethereum' })).toHaveAttribute(
      'href',
      'https://etherscan.io/token/0x5fbdb2315678afecb367f032d93f642f64180aa3?a=42',
    );
  });

  it("names the seller's own site it sold on, and a shared link as such", async () => {
    const view = renderOrder(orderFixture({ id: ID, siteId: '7', site: { id: 7, name: 'NFT shop' } }));
    expect(await screen.findByText('NFT shop (site 7)')).toBeInTheDocument();
    view.unmount();
    renderOrder(orderFixture({ id: ID, siteId: 'checkout-link' }));
    expect(await screen.findByText('A shared checkout link')).toBeInTheDocument();
  });

  it('names no NFT for an order without a listing', async () => {
    renderOrder(orderFixture({ id: ID }));
    expect(await screen.findByText('Sold on')).toBeInTheDocument();
    expect(screen.queryByText('NFT sold')).not.toBeInTheDocument();
  });
});
