import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection } from '@suite/shared';
import { renderCommerceRouter } from '../../test/render';
import { CollectionsRoute } from '.';
import { onAWideScreen } from '../../test/wide-screen';

// Rendering antd tables in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const LIST = '/u/account/commerce/collections';

const SUMMER: Collection = { id: 'k1', name: 'Summer', items: [], createdAt: '2025-01-01T00:00:00.000Z' };
const WINTER: Collection = { id: 'k2', name: 'Winter', items: [], createdAt: '2025-02-01T00:00:00.000Z' };

onAWideScreen();

/** The collections API, recording what each list asks, and answering a search by the names. */
function renderAsked(entry: string) {
  const asked: URLSearchParams[] = [];
  const view = renderCommerceRouter([{ path: LIST, element: <CollectionsRoute /> }], [entry], {
    'GET /api/product-collections': (request) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const q = query.get('q');
      const items = [SUMMER, WINTER].filter((one) => q === null || one.name.toLowerCase().includes(q));
      return { status: 200, body: { items, totalItems: 12, currentPage: 0, pageSize: 5 } };
    },
  });
  return { ...view, asked, user: userEvent.setup({ delay: null }) };
}

describe('searching the collections', () => {
  it('searches the names once the typing stops, from the first page', async () => {
    const { asked, router, user } = renderAsked(`${LIST}?page=1`);
    expect(await screen.findByRole('link', { name: 'Summer' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search collections' }), 'win');
    await waitFor(() => expect(router.state.location.search).toBe('?q=win'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Summer' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Winter' })).toBeVisible();
    const searches = asked.filter((query) => query.has('q'));
    expect(searches.map((query) => query.get('q'))).toEqual(['win']);
    expect(searches[0]?.get('page')).toBe('0');
  });

  it('says nothing matches a search, not that there are no collections', async () => {
    const { user } = renderAsked(LIST);
    expect(await screen.findByRole('link', { name: 'Summer' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search collections' }), 'zz');
    expect(await screen.findByText('Nothing matches this search or filter')).toBeVisible();
    expect(screen.queryByText('No collections yet')).not.toBeInTheDocument();
  });
});

describe('sorting the collections', () => {
  it('shows them by name, and sorts by a clicked column from the first page, each way', async () => {
    const { asked, router, user } = renderAsked(`${LIST}?page=1`);
    expect(await screen.findByRole('link', { name: 'Summer' })).toBeVisible();
    expect(asked[0]?.get('sort')).toBe('name');
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');

    await user.click(name);
    await waitFor(() => expect(asked[asked.length - 1]?.get('sort')).toBe('-name'));
    expect(asked[asked.length - 1]?.get('page')).toBe('0');
    expect(router.state.location.search).toBe('?sort=-name');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending'),
    );

    await user.click(screen.getByRole('columnheader', { name: 'Created on' }));
    await waitFor(() => expect(asked[asked.length - 1]?.get('sort')).toBe('createdAt'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Created on' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('columnheader', { name: 'Created on' }));
    await waitFor(() => expect(asked[asked.length - 1]?.get('sort')).toBe('-createdAt'));
  });
});
