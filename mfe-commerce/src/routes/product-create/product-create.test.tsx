import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productFixture } from '../../test/fixtures';
import { emptyPage, errorBody, renderCommerceRouter } from '../../test/render';
import { ProductCreateRoute } from '.';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const LIST = '/u/account/commerce/products';
const CREATE = '/u/account/commerce/products/create';
const CREATED = productFixture({ name: 'Hat' });
const IMAGE = 'https://img.test/hat.png';

describe('creating a product whose images are not saved', () => {
  it('goes on as the edit of the created product: Save again updates it, never creates another', async () => {
    let imageSaves = 0;
    const { api } = renderCommerceRouter(
      [
        { path: LIST, element: <h1>Product list</h1> },
        { path: CREATE, element: <ProductCreateRoute /> },
      ],
      [LIST, CREATE],
      {
        'GET /api/product-category': emptyPage(),
        'GET /api/product-collections': emptyPage(50),
        'POST /api/products': { status: 200, body: CREATED },
        [`PUT /api/products/${CREATED.id}`]: { status: 200, body: CREATED },
        [`POST /api/products/${CREATED.id}/images`]: () => {
          imageSaves += 1;
          return imageSaves === 1
            ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')
            : { status: 200, body: { images: [IMAGE] } };
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Name'), 'Hat');
    await user.click(screen.getByRole('button', { name: /Add image URL/ }));
    await user.type(screen.getByLabelText('Image URL 1'), IMAGE);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(
      await screen.findByText(
        'Hat was created, but its images were not saved. Save again to save them: this updates the product, it does not create another.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    // What was typed is still there, to save again.
    expect(screen.getByLabelText('Image URL 1')).toHaveValue(IMAGE);

    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(screen.getByText('Product updated')).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'POST /api/products')).toHaveLength(1);
    expect(api.calls).toContain(`PUT /api/products/${CREATED.id}`);
    expect(imageSaves).toBe(2);
  });
});
