import { Flex, Input, type TableColumnType, type TableColumnsType, type TableProps } from 'antd';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { ErrorAlert, ScrollRegion, listEmptyText, useClearable, useFormat } from '@suite/shared/react';
import type { ListParams } from './list-params';
import { ListActions, RowActions } from './row-actions';
import type { BulkDelete } from './use-bulk-delete';
import { useDebouncedSearch } from './use-debounced-search';
import { useCommerceCatalog } from '../i18n';
import type { ColumnSort } from './table-sort';

/**
 * Above a searchable list: its search box, whose text goes to the URL's `q` (and so to the API) 500 ms
 * after the last key, from the first page (`useDebouncedSearch`), and the list's buttons on the right.
 */
export function ListToolbar({
  params,
  searchLabel,
  children,
}: {
  params: ListParams;
  searchLabel: string;
  children: ReactNode;
}) {
  const clearable = useClearable();
  const search = useDebouncedSearch(params);
  return (
    <Flex gap={8} wrap justify="space-between">
      <Input.Search
        aria-label={searchLabel}
        placeholder={searchLabel}
        allowClear={clearable}
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      {children}
    </Flex>
  );
}

/** The "Created on" column of a list, sorted by `createdAt` as `sort` says; phones leave it out. */
export function useCreatedOnColumn<Row>(sort: ColumnSort): TableColumnType<Row> {
  const { t } = useCommerceCatalog();
  const format = useFormat();
  return {
    title: t('common.createdOn'),
    dataIndex: 'createdAt',
    ...sort,
    render: format.dateTime,
    responsive: ['sm'],
  };
}

/** A page of a list as its hook reads it from the API. */
interface ListRead<Row> {
  data: { items: Row[]; totalItems: number } | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * A searched and sorted list's table, paged in the URL (`useListParams`): why it could not be read
 * with a Retry, then its rows. Empty, it says nothing matches when a search is on, else `empty`.
 */
export function ListTable<Row extends { id: string }>({
  label,
  params,
  list,
  columns,
  onSort,
  empty,
  rowSelection,
}: {
  /** The scrolling region's name, the list's own. */
  label: string;
  params: ListParams;
  list: ListRead<Row>;
  columns: TableColumnsType<Row>;
  /** The table's `onChange` for its sortable columns (`tableSort`). */
  onSort: TableProps<Row>['onChange'];
  empty: string;
  rowSelection?: TableProps<Row>['rowSelection'];
}) {
  const { t } = useCommerceCatalog();
  const { data, error, isLoading } = list;
  return (
    <>
      {error ? <ErrorAlert error={error} onRetry={() => void list.mutate()} /> : null}
      <ScrollRegion label={label}>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{ emptyText: listEmptyText({ isLoading, error }, params.q ? t('common.noMatch') : empty) }}
          rowSelection={rowSelection}
          scroll={{ x: true }}
          onChange={onSort}
          pagination={params.pagination(data?.totalItems)}
        />
      </ScrollRegion>
    </>
  );
}

/**
 * A list of named rows, searched, sorted and paged (`ListToolbar`, `ListTable`), whose rows are made
 * with the create button, edited from their row, and deleted one by one or ticked (`useBulkDelete`):
 * `columns` are the row's own, the actions column comes last.
 */
export function EditableList<Row extends { id: string; name: string }>({
  searchLabel,
  createText,
  onCreate,
  onEdit,
  bulk,
  columns,
  children,
  ...table
}: {
  searchLabel: string;
  /** The create button's words ("New collection"). */
  createText: string;
  onCreate: () => void;
  onEdit: (row: Row) => void;
  bulk: BulkDelete<Row>;
  columns: TableColumnsType<Row>;
  /** Beside the list: its dialogs. */
  children?: ReactNode;
} & Pick<Parameters<typeof ListTable<Row>>[0], 'label' | 'params' | 'list' | 'onSort' | 'empty'>) {
  const { t } = useCommerceCatalog();
  const actions: TableColumnType<Row> = {
    title: t('common.actions'),
    key: 'actions',
    render: (_, row) => (
      <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => bulk.confirmDelete([row.id])} />
    ),
  };
  return (
    <Flex vertical gap={12}>
      <ListToolbar params={table.params} searchLabel={searchLabel}>
        <ListActions
          selected={bulk.selected}
          onDeleteSelected={bulk.confirmDelete}
          createText={createText}
          onCreate={onCreate}
        />
      </ListToolbar>
      <ListTable {...table} columns={[...columns, actions]} rowSelection={bulk.rowSelection} />
      {children}
    </Flex>
  );
}
