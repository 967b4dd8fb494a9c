import { Flex, Input, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import {
  ErrorAlert,
  ScrollRegion,
  useCommerceSectionTitle,
  useClearable,
  listEmptyText,
} from '@suite/shared/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZES, type Category } from '@suite/shared';
import { useCategories, useCategoryMutations } from '../../api/categories';
import { CreateCategoryDialog, EditCategoryDialog } from '../../features/categories/category-dialogs';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { ListActions, RowActions } from '../../features/row-actions';
import { useBulkDelete } from '../../features/use-bulk-delete';
import { useDebouncedSearch } from '../../features/use-debounced-search';
import { sortOrderOf } from '../../features/table-sort';
import { useCommerceCatalog } from '../../i18n';

/** commerce.products.categories: list, create and rename dialogs, delete and bulk delete. */
export function CategoriesRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={sectionTitle('categories')}
      crumbs={[{ title: sectionTitle('products'), to: 'products' }, { title: sectionTitle('categories') }]}
    >
      <CategoriesList />
    </CommerceFrame>
  );
}

function CategoriesList() {
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const sectionTitle = useCommerceSectionTitle();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = useListParams(PAGE_SIZES.categories);
  const search = useDebouncedSearch(params);
  const sort = params.get('sort') ?? 'name';
  const { data, error, isLoading, mutate } = useCategories({
    page: params.page,
    limit: params.limit,
    q: params.q || undefined,
    sort,
  });
  useKeepPageInRange(params, data?.totalItems);
  const { remove, removeMany } = useCategoryMutations();
  const { selected, rowSelection, confirmDelete } = useBulkDelete<Category>({
    shown: data?.items,
    remove,
    removeMany,
    rowLabel: (category) => t('common.selectNamed', { name: category.name }),
    texts: (count) => ({
      title: t('categories.deleteConfirm', { count }),
      content: t('categories.deleteContent'),
      deleted: t('categories.deleted', { count }),
    }),
  });
  const [editing, setEditing] = useState<Category | null>(null);
  // The create dialog has a URL (`?dialog=create`), so it can be linked and survives a reload.
  const creating = searchParams.get('dialog') === 'create';

  const columns: TableColumnsType<Category> = [
    { title: t('common.name'), dataIndex: 'name', sorter: true, sortOrder: sortOrderOf(sort, 'name') },
    {
      title: sectionTitle('products'),
      dataIndex: 'countItems',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'countItems'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, category) => (
        <RowActions
          name={category.name}
          onEdit={() => setEditing(category)}
          onDelete={() => confirmDelete([category.id])}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <Input.Search
          aria-label={t('categories.search')}
          placeholder={t('categories.search')}
          allowClear={clearable}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <ListActions
          selected={selected}
          onDeleteSelected={confirmDelete}
          createText={t('categories.create')}
          onCreate={() => params.set({ dialog: 'create', page: params.page || null })}
        />
      </Flex>
      {error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      <ScrollRegion label={sectionTitle('categories')}>
        <Table<Category>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{
            emptyText: listEmptyText(
              { isLoading, error },
              params.q ? t('common.noMatch') : t('categories.empty'),
            ),
          }}
          rowSelection={rowSelection}
          scroll={{ x: true }}
          // The pager's own onChange turns pages; this one only sorts (on a page turn it reports the
          // same sort again, and a sort change goes back to the first page).
          onChange={(_, __, sorter, { action }) => {
            if (action !== 'sort') return;
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = typeof one?.field === 'string' ? one.field : null;
            params.set({
              sort: field && one?.order ? `${one.order === 'descend' ? '-' : ''}${field}` : null,
            });
          }}
          pagination={params.pagination(data?.totalItems)}
        />
      </ScrollRegion>
      <CreateCategoryDialog
        open={creating}
        onClose={() => navigate({ search: withoutDialog(searchParams) }, { replace: true })}
      />
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}

function withoutDialog(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('dialog');
  return next.toString();
}
