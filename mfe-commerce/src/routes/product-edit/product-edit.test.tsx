import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productFixture } from '../../test/fixtures';
import { emptyPage, renderCommerceRouter } from '../../test/render';
import { ProductEditRoute } from '.';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const PRODUCTS = '/u/account/commerce/products';

describe("saving a product's edit", () => {
  it('sends what the form edits, never the visibility it loaded (the list toggles that alone)', async () => {
    // Loaded active; made inactive from the list in another tab before this form is saved.
    const product = productFixture({ name: 'Hat', publishedAt: '2026-01-01T00:00:00.000Z' });
    const sent: Promise<unknown>[] = [];
    renderCommerceRouter(
      [
        { path: PRODUCTS, element: <h1>Product list</h1> },
        { path: `${PRODUCTS}/:id/edit`, element: <ProductEditRoute /> },
      ],
      [PRODUCTS, `${PRODUCTS}/${product.id}/edit`],
      {
        [`GET /api/products/${product.id}`]: { status: 200, body: product },
        [`PUT /api/products/${product.id}`]: (request) => {
          sent.push(request.json());
          return { status: 200, body: { ...product, name: 'Winter hat', publishedAt: null } };
        },
        [`POST /api/products/${product.id}/images`]: { status: 200, body: { images: [] } },
        'GET /api/product-category': emptyPage(),
        'GET /api/product-collections': emptyPage(50),
      },
    );
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Winter hat');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const body = await sent[0];
    expect(body).toMatchObject({ name: 'Winter hat', price: '0.01', digital: false });
    expect(body).not.toHaveProperty('publishedAt');
  });
});
