import { act, screen, waitFor, within } from '@testing-library/react';
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

describe('selecting products', () => {
  it('drops the ticks of page 1 on page 2: Delete selected is off, and never deletes them', async () => {
    const hat = productFixture({ id: '11111111-1111-4111-8111-111111111111', name: 'Hat' });
    const mug = productFixture({ id: '22222222-2222-4222-8222-222222222222', name: 'Mug' });
    const { api } = renderCommerceRouter([{ path: PRODUCTS, element: <ProductsRoute /> }], [PRODUCTS], {
      'GET /api/products': (request) => {
        const items = new URL(request.url).searchParams.get('page') === '1' ? [mug] : [hat];
        return { status: 200, body: { items, totalItems: 30, currentPage: 0, pageSize: 10 } };
      },
      [`DELETE /api/products/${mug.id}`]: { status: 200, body: mug },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Hat' }));
    const deleteSelected = screen.getByRole('button', { name: 'Delete selected' });
    expect(deleteSelected).toBeEnabled();

    await user.click(screen.getByTitle('2'));
    const mugBox = await screen.findByRole('checkbox', { name: 'Select Mug' });
    expect(deleteSelected).toBeDisabled();
    await user.click(mugBox);
    await user.click(deleteSelected);
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete this product?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeVisible();
    expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual([`DELETE /api/products/${mug.id}`]);

    await user.click(screen.getByTitle('1'));
    expect(await screen.findByRole('checkbox', { name: 'Select Hat' })).not.toBeChecked();
    expect(deleteSelected).toBeDisabled();
  });
});
