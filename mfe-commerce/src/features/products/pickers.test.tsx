import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPage, errorBody, holdAnswers, renderCommerce } from '../../test/render';
import { ProductPicker } from './product-picker';
import { CategoryPicker, CollectionsPicker } from './pickers';

// Rendering antd selects in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('the product form pickers', () => {
  it('say why the categories could not be read, and Retry reads them again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { api } = renderCommerce(<CategoryPicker id="category" value={null} onChange={jest.fn()} />, {
      'GET /api/product-category': () => {
        reads += 1;
        return reads === 1
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy: try again in a moment')
          : {
              status: 200,
              body: {
                items: [{ id: 'c1', name: 'Hats', countItems: 0 }],
                totalItems: 1,
                currentPage: 0,
                pageSize: 10,
              },
            };
      },
    });
    await user.click(screen.getByRole('combobox'));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The database is busy: try again in a moment');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Hats')).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET /api/product-category')).toHaveLength(2);
  });

  it('say there are no collections yet, rather than "No data"', async () => {
    const user = userEvent.setup();
    renderCommerce(<CollectionsPicker id="collections" value={[]} onChange={jest.fn()} />, {
      'GET /api/product-collections': emptyPage(50),
    });
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByText('No collections yet')).toBeInTheDocument();
  });

  it("name the product's collections past the first 50, and find them by search", async () => {
    const user = userEvent.setup();
    const createdAt = '2026-01-01T00:00:00.000Z';
    const collection = (id: string, name: string) => ({ id, name, items: [], createdAt });
    const first50 = Array.from({ length: 50 }, (_, index) =>
      collection(`c${index}`, `Collection ${String(index).padStart(2, '0')}`),
    );
    const { api } = renderCommerce(
      <CollectionsPicker
        id="collections"
        value={['far-1', 'c3']}
        onChange={jest.fn()}
        current={['far-1', 'c3', 'far-2']}
      />,
      {
        'GET /api/product-collections': {
          status: 200,
          body: { items: first50, totalItems: 52, currentPage: 0, pageSize: 50 },
        },
        'GET /api/product-collections/far-1': { status: 200, body: collection('far-1', 'Winter gifts') },
        'GET /api/product-collections/far-2': { status: 200, body: collection('far-2', 'Summer sale') },
      },
    );
    // The picked one past the first 50 shows its name, never its id.
    expect(await screen.findByTitle('Winter gifts')).toBeInTheDocument();
    expect(screen.getByTitle('Collection 03')).toBeInTheDocument();
    expect(screen.queryByText('far-1')).toBeNull();
    // Only those the first page leaves out are read one by one.
    expect(api.calls.filter((call) => call.startsWith('GET /api/product-collections/')).sort()).toEqual([
      'GET /api/product-collections/far-1',
      'GET /api/product-collections/far-2',
    ]);

    // One the seller removed from the product is still offered, by name, and found by search.
    await user.type(screen.getByRole('combobox'), 'summer');
    expect(await screen.findByTitle('Summer sale')).toBeInTheDocument();
    expect(screen.queryByTitle('Collection 07')).toBeNull();
  });

  it.each([
    {
      picker: 'category',
      ui: <CategoryPicker id="category" value={null} onChange={jest.fn()} />,
      route: 'GET /api/product-category',
      empty: 'No categories yet',
    },
    {
      picker: 'collections',
      ui: <CollectionsPicker id="collections" value={[]} onChange={jest.fn()} />,
      route: 'GET /api/product-collections',
      empty: 'No collections yet',
    },
    {
      picker: 'product',
      ui: <ProductPicker id="products" value={[]} onChange={jest.fn()} />,
      route: 'GET /api/products',
      empty: 'No products yet: create one first.',
    },
  ])(
    'the $picker picker says it is loading, not "$empty", during its first read',
    async ({ ui, route, empty }) => {
      const user = userEvent.setup();
      renderCommerce(ui, { [route]: emptyPage() });
      const list = holdAnswers(route);
      await waitFor(() => expect(list.asked()).toBe(1));
      await user.click(screen.getByRole('combobox'));
      expect(await screen.findByText('Loading…')).toBeInTheDocument();
      expect(screen.queryByText(empty)).not.toBeInTheDocument();
      list.release();
      expect(await screen.findByText(empty)).toBeInTheDocument();
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    },
  );
});
