import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productFixture } from '../../test/fixtures';
import { emptyPage, errorBody, invalidInputBody, renderCommerceRouter } from '../../test/render';
import { ProductEditRoute } from '../product-edit';
import { ProductCreateRoute } from '.';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const LIST = '/u/account/commerce/products';
const CREATE = '/u/account/commerce/products/create';
const CREATED = productFixture({ name: 'Hat' });
const EDIT = `/u/account/commerce/products/${CREATED.id}/edit`;
const IMAGE = 'https://img.test/hat.png';
const NOT_SAVED =
  'Hat was created, but its images were not saved. Save again to save them: this updates the product, it does not create another.';

type Answer = { status: number; body: unknown };

const ROUTES = [
  { path: LIST, element: <h1>Product list</h1> },
  { path: CREATE, element: <ProductCreateRoute /> },
  { path: EDIT.replace(CREATED.id, ':id'), element: <ProductEditRoute /> },
];

/** The API: the product is created (and then read as saved, without images); `imageSave` answers its images. */
function answers(imageSave: () => Answer): Record<string, Answer | (() => Answer)> {
  return {
    'GET /api/product-category': emptyPage(),
    'GET /api/product-collections': emptyPage(50),
    'POST /api/products': { status: 200, body: CREATED },
    [`GET /api/products/${CREATED.id}`]: { status: 200, body: CREATED },
    [`PUT /api/products/${CREATED.id}`]: { status: 200, body: CREATED },
    [`POST /api/products/${CREATED.id}/images`]: imageSave,
  };
}

/** Fills in a new product named Hat with one image, and saves it. */
async function createHat(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Hat');
  await user.click(screen.getByRole('button', { name: /Add image URL/ }));
  await user.type(screen.getByLabelText('Image URL 1'), IMAGE);
  const save = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
}

describe('creating a product whose images are not saved', () => {
  it("goes on as the created product's edit, at its URL: Save again updates it, never creates another", async () => {
    let imageSaves = 0;
    const { api, router } = renderCommerceRouter(
      ROUTES,
      [LIST, CREATE],
      answers(() => {
        imageSaves += 1;
        return imageSaves === 1
          ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')
          : { status: 200, body: { images: [IMAGE] } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    await createHat(user);

    expect(await screen.findByText(NOT_SAVED)).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    // The URL names the product: a reload, a link or Back and Forward open it, not the create page.
    expect(router.state.location.pathname).toBe(EDIT);
    // What was typed is still there, to save again.
    expect(screen.getByLabelText('Name')).toHaveValue('Hat');
    expect(screen.getByLabelText('Image URL 1')).toHaveValue(IMAGE);

    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(screen.getByText('Product updated')).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'POST /api/products')).toHaveLength(1);
    expect(api.calls).toContain(`PUT /api/products/${CREATED.id}`);
    expect(imageSaves).toBe(2);

    // Back returns to the product's edit, not to the create page, and opens it as saved.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(EDIT);
    expect(await screen.findByLabelText('Name')).toHaveValue('Hat');
    expect(screen.queryByText(NOT_SAVED)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Image URL 1')).not.toBeInTheDocument();
  });

  it('says why an image was refused beside it, on the edit page', async () => {
    const { router } = renderCommerceRouter(
      ROUTES,
      [LIST, CREATE],
      answers(() => invalidInputBody({ 'images.0': 'This image cannot be used' })),
    );
    await createHat(userEvent.setup({ delay: null }));

    expect(await screen.findByText(NOT_SAVED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(EDIT);
    expect(await screen.findByText('This image cannot be used')).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL 1')).toHaveValue(IMAGE);
  });

  it('opens the saved product when the page is reloaded then, and adding the image again updates it', async () => {
    const first = renderCommerceRouter(
      ROUTES,
      [LIST, CREATE],
      answers(() => errorBody(503, 'SERVICE_UNAVAILABLE', 'The API is restarting')),
    );
    await createHat(userEvent.setup({ delay: null }));
    expect(await screen.findByText(NOT_SAVED)).toBeInTheDocument();
    // The images typed are unsaved changes: the browser asks before the reload.
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    // The reload: the same history entry (its URL and what the history kept of it), a new page.
    const entry = first.router.state.location;
    first.unmount();
    let imageSaves = 0;
    const { api, router } = renderCommerceRouter(
      ROUTES,
      [LIST, entry],
      answers(() => {
        imageSaves += 1;
        return { status: 200, body: { images: [IMAGE] } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Hat');
    // The image not saved is added again.
    await user.click(screen.getByRole('button', { name: /Add image URL/ }));
    await user.type(screen.getByLabelText('Image URL 1'), IMAGE);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LIST);
    expect(api.calls).not.toContain('POST /api/products');
    expect(api.calls).toContain(`PUT /api/products/${CREATED.id}`);
    expect(imageSaves).toBe(1);
  });
});

describe('creating a product', () => {
  it('creates it inactive (no publishedAt): the product list makes it active', async () => {
    const sent: Promise<unknown>[] = [];
    renderCommerceRouter(ROUTES, [LIST, CREATE], {
      ...answers(() => ({ status: 200, body: { images: [] } })),
      'POST /api/products': (request) => {
        sent.push(request.json());
        return { status: 200, body: CREATED };
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Name'), 'Hat');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(screen.getByText('Product created')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await sent[0]).toMatchObject({ name: 'Hat', publishedAt: null });
  });
});
