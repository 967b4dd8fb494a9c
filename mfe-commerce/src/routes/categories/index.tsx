import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Flex, Input, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZES, type Category } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useCategories, useCategoryMutations } from '../../api/categories';
import { CreateCategoryDialog, EditCategoryDialog } from '../../features/categories/category-dialogs';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams } from '../../features/list-params';
import { useDebouncedSearch } from '../../features/use-debounced-search';
import { useNotify } from '../../features/use-notify';

export const CATEGORIES_EMPTY_TEXT = 'No categories yet';

/** commerce.products.categories: list, create and rename dialogs, delete and bulk delete. */
export function CategoriesRoute() {
  return (
    <CommerceFrame
      title="Categories"
      crumbs={[{ title: 'Products', to: 'products' }, { title: 'Categories' }]}
    >
      <CategoriesList />
    </CommerceFrame>
  );
}

function CategoriesList() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = useListParams(PAGE_SIZES.categories);
  const search = useDebouncedSearch(params);
  const sort = params.get('sort') ?? 'name';
  const { data, error, isLoading } = useCategories({
    page: params.page,
    limit: params.limit,
    q: params.q || undefined,
    sort,
  });
  const { remove, removeMany } = useCategoryMutations();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Category | null>(null);
  // The create dialog has a URL (`?dialog=create`), so it can be linked and survives a reload.
  const creating = searchParams.get('dialog') === 'create';

  const confirmDelete = (ids: string[]) =>
    modal.confirm({
      title: ids.length === 1 ? 'Delete this category?' : `Delete ${ids.length} categories?`,
      content: 'Their products stay, without a category.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        notify
          .run(
            () => (ids.length === 1 ? remove(ids[0] ?? '') : removeMany(ids)),
            ids.length === 1 ? 'Category deleted' : 'Categories deleted',
          )
          .then((ok) => ok && setSelected([])),
    });

  const columns: TableColumnsType<Category> = [
    { title: 'Name', dataIndex: 'name', sorter: true, sortOrder: sortOrderOf(sort, 'name') },
    {
      title: 'Products',
      dataIndex: 'countItems',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'countItems'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, category) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${category.name}`}
            onClick={() => setEditing(category)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${category.name}`}
            onClick={() => confirmDelete([category.id])}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <Input.Search
          aria-label="Search categories"
          placeholder="Search categories"
          allowClear
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Flex gap={8} wrap>
          <Button danger disabled={selected.length === 0} onClick={() => confirmDelete(selected)}>
            Delete selected
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => params.set({ dialog: 'create', page: params.page || null })}
          >
            Create New Category
          </Button>
        </Flex>
      </Flex>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error)} /> : null}
      <Table<Category>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={isLoading}
        locale={{ emptyText: isLoading ? ' ' : CATEGORIES_EMPTY_TEXT }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scroll={{ x: true }}
        onChange={(_, __, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = typeof one?.field === 'string' ? one.field : null;
          params.set({ sort: field && one?.order ? `${one.order === 'descend' ? '-' : ''}${field}` : null });
        }}
        pagination={{
          current: params.page + 1,
          pageSize: params.limit,
          total: data?.totalItems ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES.categories.options],
          onChange: (page, pageSize) =>
            pageSize === params.limit ? params.set({ page: page - 1 }) : params.set({ limit: pageSize }),
        }}
      />
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

function sortOrderOf(sort: string, field: string): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}
