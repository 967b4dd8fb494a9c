import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useCollectionMutations } from '../../api/collections';
import {
  emptyPage,
  errorBody,
  invalidInputBody,
  renderCommerce,
  renderCommerceRouter,
} from '../../test/render';
import { answerLeave } from '../../test/leave-question';
import { CollectionForm } from './collection-form';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('CollectionForm', () => {
  it('needs a name, then saves and says so', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderCommerce(
      <CollectionForm
        initialValues={{ name: '', items: [] }}
        successText="Collection created"
        onSubmit={onSubmit}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      { 'GET /api/products': emptyPage(50) },
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Summer' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Collection created')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Summer', items: [] }, expect.anything());
  });
});

describe('CollectionForm products', () => {
  it('lists each product on its own row and removes one with its Remove button', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderCommerce(
      <CollectionForm
        initialValues={{
          name: 'Summer',
          items: [
            { productId: '11111111-1111-4111-8111-111111111111' },
            { productId: '22222222-2222-4222-8222-222222222222' },
          ],
        }}
        knownProducts={[
          { id: '11111111-1111-4111-8111-111111111111', name: 'Mug', price: '12.5', imageUrl: null },
          {
            id: '22222222-2222-4222-8222-222222222222',
            name: 'Cap',
            price: '20',
            imageUrl: 'https://cdn.example.com/cap.png',
          },
        ]}
        successText="Collection updated"
        onSubmit={onSubmit}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      { 'GET /api/products': emptyPage(50) },
    );
    const list = screen.getByRole('group', { name: 'Products in this collection' });
    expect(list).toHaveTextContent('Mug');
    expect(list).toHaveTextContent('Cap');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mug' }));
    await waitFor(() => expect(list).not.toHaveTextContent('Mug'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          name: 'Summer',
          items: [{ productId: '22222222-2222-4222-8222-222222222222' }],
        },
        expect.anything(),
      ),
    );
  });
});

describe('CollectionForm add-products dialog', () => {
  const mug = '11111111-1111-4111-8111-111111111111';
  const cap = '22222222-2222-4222-8222-222222222222';
  const pin = '33333333-3333-4333-8333-333333333333';
  const searchPage = {
    items: [
      { id: cap, name: 'Cap', imageUrl: null, priceCents: '2000', publishedAt: '2026-01-01T00:00:00.000Z' },
      { id: mug, name: 'Mug', imageUrl: null, priceCents: '1250', publishedAt: '2026-01-01T00:00:00.000Z' },
      { id: pin, name: 'Pin', imageUrl: null, priceCents: '0.0001', publishedAt: null },
    ],
    totalItems: 3,
    currentPage: 0,
    pageSize: 10,
  };

  it('shows every product with its price divided by 100, adds the ticked ones (Product list updated)', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderCommerce(
      <CollectionForm
        initialValues={{ name: 'Summer', items: [{ productId: mug }] }}
        knownProducts={[{ id: mug, name: 'Mug', price: '12.5', imageUrl: null }]}
        successText="Collection updated"
        onSubmit={onSubmit}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      { 'GET /api/products': emptyPage(50), 'GET /api/products/search': { status: 200, body: searchPage } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    const pinRow = (await within(dialog).findByText('Pin')).closest('tr');
    if (!pinRow) throw new Error('no row for Pin');
    expect(pinRow).toHaveTextContent('$0.000001');
    expect(pinRow).toHaveTextContent('Inactive');
    expect(within(dialog).getByText('Cap').closest('tr')).toHaveTextContent('$20.00');
    // Mug is already in the collection: ticked and not offered again.
    expect(within(dialog).getByRole('checkbox', { name: 'Select Mug' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Select Mug' })).toBeDisabled();
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Cap' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Pin' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 products' }));
    expect(await screen.findByText('Product list updated')).toBeInTheDocument();
    const list = screen.getByRole('group', { name: 'Products in this collection' });
    await waitFor(() => expect(list).toHaveTextContent('Pin'));
    expect(list).toHaveTextContent('$0.000001');
    expect(list).toHaveTextContent('Cap$20.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          name: 'Summer',
          items: [{ productId: mug }, { productId: cap }, { productId: pin }],
        },
        expect.anything(),
      ),
    );
  });

  /** The form of a collection named Summer with no products yet. */
  function EmptySummerForm() {
    return (
      <CollectionForm
        initialValues={{ name: 'Summer', items: [] }}
        successText="Collection updated"
        onSubmit={jest.fn()}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />
    );
  }

  /** The form of a collection at `/collection` of a data router, `/orders` beside it. */
  function renderAtCollection() {
    return renderCommerceRouter(
      [
        { path: '/orders', Component: () => 'Orders page' },
        {
          path: '/collection',
          Component: EmptySummerForm,
        },
      ],
      ['/collection'],
      { 'GET /api/products': emptyPage(50), 'GET /api/products/search': { status: 200, body: searchPage } },
    );
  }

  async function tickCap(): Promise<HTMLElement> {
    fireEvent.click(screen.getByRole('button', { name: 'Add products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select Cap' }));
    await within(dialog).findByRole('button', { name: 'Add 1 product' });
    return dialog;
  }

  it('asks before Cancel drops ticked products: Stay keeps them ticked, Leave closes and adds nothing', async () => {
    renderAtCollection();
    const dialog = await tickCap();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeave('Stay');
    expect(within(dialog).getByRole('checkbox', { name: 'Select Cap' })).toBeChecked();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeave('Leave');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add products' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('No products yet: search for them above, or choose them in Add products.'),
    ).toBeInTheDocument();
  });

  it('asks before a navigation drops ticked products: Stay keeps the page, Leave goes', async () => {
    const { router } = renderAtCollection();
    const dialog = await tickCap();
    await act(() => router.navigate('/orders'));
    await answerLeave('Stay');
    expect(router.state.location.pathname).toBe('/collection');
    expect(within(dialog).getByRole('checkbox', { name: 'Select Cap' })).toBeChecked();

    await act(() => router.navigate('/orders'));
    await answerLeave('Leave');
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
  });

  it('says when the products cannot be loaded, and Cancel adds nothing', async () => {
    renderCommerce(<EmptySummerForm />, {
      'GET /api/products': emptyPage(50),
      'GET /api/products/search': errorBody(500, 'INTERNAL_SERVER_ERROR', 'Search is down'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add products' });
    expect(await within(dialog).findByText('The products could not be loaded')).toBeInTheDocument();
    expect(within(dialog).getByText('Search is down')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add products' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('No products yet: search for them above, or choose them in Add products.'),
    ).toBeInTheDocument();
  });
});

describe("CollectionForm and the API's refusal", () => {
  it("shows the API's message on the row of the product it names, not a toast", async () => {
    const mug = '11111111-1111-4111-8111-111111111111';
    const cap = '22222222-2222-4222-8222-222222222222';
    function ConnectedCollectionForm() {
      const { create } = useCollectionMutations();
      return (
        <CollectionForm
          initialValues={{ name: 'Summer', items: [{ productId: mug }, { productId: cap }] }}
          knownProducts={[
            { id: mug, name: 'Mug', price: '12.5', imageUrl: null },
            { id: cap, name: 'Cap', price: '20', imageUrl: null },
          ]}
          successText="Collection created"
          onSubmit={create}
          onCancel={jest.fn()}
          onDone={jest.fn()}
        />
      );
    }
    renderCommerce(<ConnectedCollectionForm />, {
      'GET /api/products': emptyPage(50),
      'POST /api/product-collections': invalidInputBody({ 'items.1.productId': 'Unknown product' }),
    });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    const row = (name: string) => screen.getByRole('button', { name: `Remove ${name}` }).closest('li');
    await waitFor(() => expect(row('Cap')).toHaveTextContent('Unknown product'));
    expect(row('Mug')).not.toHaveTextContent('Unknown product');
    expect(screen.queryByText('Input validation failed')).not.toBeInTheDocument();

    // Taking the product out clears its message.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cap' }));
    await waitFor(() => expect(screen.queryByText('Unknown product')).not.toBeInTheDocument());
  });
});
