import type { ListParams } from './list-params';

type Order = 'ascend' | 'descend' | null;

/** A sortable column's props: keyed by its field, with the order it shows. */
export interface ColumnSort {
  key: string;
  sorter: true;
  sortOrder: Order;
  sortDirections: Order[];
}

/** What antd's table reports of a column's sort (`SorterResult`), all that the URL needs of it. */
interface Sorted {
  columnKey?: unknown;
  order?: Order;
}

/**
 * A table's sort by column, kept in the URL's `sort` as the API takes it (`field` ascending, `-field`
 * descending), beside the list's page, size and search (`useListParams`). A sort the API does not take
 * (an old or edited link) reads as the list's own. A click on a sortable column sorts by it, and a
 * second one the other way: the list is always sorted (its default shows on its column), so a column
 * is never left unsorted. A new sort goes back to the first page.
 */
export function tableSort<const Field extends string>(
  params: ListParams,
  fields: readonly Field[],
  fallback: Field | `-${Field}`,
) {
  const asked = params.get('sort');
  const sort = fields.some((field) => asked === field || asked === `-${field}`) ? asked : null;
  const current = sort ?? fallback;
  return {
    /** The list's query for the API: the URL's page, size and search (none when blank), and this sort. */
    query: {
      page: params.page,
      limit: params.limit,
      q: params.q === '' ? undefined : params.q,
      sort: current,
    },
    column: (field: Field): ColumnSort => ({
      key: field,
      sorter: true,
      sortOrder: sortOrderOf(current, field),
      // After the second order comes the first again, never antd's unsorted state.
      sortDirections: ['ascend', 'descend', 'ascend'],
    }),
    /** The table's `onChange`: the pager turns pages itself, this only sorts. */
    onChange: (_: unknown, __: unknown, sorter: Sorted | Sorted[], { action }: { action: string }) => {
      if (action !== 'sort') return;
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = fields.find((name) => name === one?.columnKey);
      const next = field && one?.order ? `${one.order === 'descend' ? '-' : ''}${field}` : null;
      params.set({ sort: next === fallback ? null : next });
    },
  };
}

/** How a column sorted by `field` shows the API's `sort` (`field`, `-field`): its order, or none. */
function sortOrderOf(sort: string, field: string): Order {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}
