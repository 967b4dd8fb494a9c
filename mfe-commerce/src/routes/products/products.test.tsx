import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productFixture } from '../../test/fixtures';
import { renderCommerceRouter } from '../../test/render';
import { ProductsRoute } from '.';

// antd's grid and selects are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const PRODUCTS = '/u/account/commerce/products';

/** The products API, recording the search (`q`) of each list it answers. */
function productsAnswer(searches: string[]) {
  return (request: Request) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    searches.push(q);
    const items = [productFixture({ name: q ? `${q} product` : 'Any product' })];
    return { status: 200, body: { items, totalItems: 1, currentPage: 0, pageSize: 10 } };
  };
}

describe("the products' search box", () => {
  it("follows the URL's search when it changes from outside: a menu link, Back", async () => {
    const searches: string[] = [];
    const { router } = renderCommerceRouter(
      [{ path: PRODUCTS, element: <ProductsRoute /> }],
      [`${PRODUCTS}?q=mug`],
      {
        'GET /api/products': productsAnswer(searches),
      },
    );
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('mug');
    expect(await screen.findByText('mug product')).toBeInTheDocument();

    // The menu's Products link.
    await act(() => router.navigate(PRODUCTS));
    expect(await screen.findByText('Any product')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('mug'),
    );
  });

  it('keeps what the user types while and after the search is sent', async () => {
    const searches: string[] = [];
    const { router } = renderCommerceRouter([{ path: PRODUCTS, element: <ProductsRoute /> }], [PRODUCTS], {
      'GET /api/products': productsAnswer(searches),
    });
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'hat ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=hat'));
    expect(await screen.findByText('hat product')).toBeInTheDocument();
    expect(box).toHaveValue('hat ');
    await user.type(box, 'x');
    expect(box).toHaveValue('hat x');
  });
});
