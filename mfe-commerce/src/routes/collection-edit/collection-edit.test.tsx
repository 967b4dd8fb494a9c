import { screen, within } from '@testing-library/react';
import { emptyPage, renderCommerceRouter } from '../../test/render';
import { CollectionEditRoute } from '.';

// Rendering antd lists in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const COLLECTION_ID = '2d9e5b40-3f6c-4e7d-8a1b-2c3d4e5f6071';

/** Product n of the collection, its id a UUID ending in n. */
function product(n: number) {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, name: `Print ${n}`, price: '1', imageUrl: null, publishedAt: null };
}

describe('editing a collection of more than one page of products', () => {
  it('names every product it holds, past the first 50', async () => {
    const products = Array.from({ length: 130 }, (_, index) => product(index + 1));
    const { api } = renderCommerceRouter(
      [{ path: '/collections/:id', element: <CollectionEditRoute /> }],
      [`/collections/${COLLECTION_ID}`],
      {
        [`GET /api/product-collections/${COLLECTION_ID}`]: {
          status: 200,
          body: {
            id: COLLECTION_ID,
            name: 'Posters',
            createdAt: '2026-12-01T00:00:00.000Z',
            items: products.map((each, index) => ({ id: `item-${index}`, productId: each.id })),
          },
        },
        [`GET /api/product-collections/${COLLECTION_ID}/items`]: (request) => {
          const url = new URL(request.url);
          const page = Number(url.searchParams.get('page'));
          const limit = Number(url.searchParams.get('limit'));
          const items = products.slice(page * limit, (page + 1) * limit).map((each, index) => ({
            id: `item-${page * limit + index}`,
            productId: each.id,
            product: each,
          }));
          return {
            status: 200,
            body: { items, totalItems: products.length, currentPage: page, pageSize: limit },
          };
        },
        'GET /api/products': emptyPage(50),
      },
    );
    const picked = await screen.findByRole('group', { name: 'Products in this collection' });
    expect(await within(picked).findByText('Print 1')).toBeVisible();
    expect(within(picked).getByText('Print 51')).toBeVisible();
    expect(within(picked).getByText('Print 130')).toBeVisible();
    expect(within(picked).queryByText('Unknown product')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.endsWith('/items'))).toHaveLength(2);
  });
});
