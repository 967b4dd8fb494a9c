import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Flex, Input, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { ScrollRegion, useApiErrorMessage } from '@suite/shared/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZES, type Category } from '@suite/shared';
import { useCategories, useCategoryMutations } from '../../api/categories';
import { CreateCategoryDialog, EditCategoryDialog } from '../../features/categories/category-dialogs';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams } from '../../features/list-params';
import { useDebouncedSearch } from '../../features/use-debounced-search';
import { useNotify } from '../../features/use-notify';
import { useCommerceCatalog } from '../../i18n';

/** commerce.products.categories: list, create and rename dialogs, delete and bulk delete. */
export function CategoriesRoute() {
  const { t } = useCommerceCatalog();
  return (
    <CommerceFrame
      title={t('sections.categories')}
      crumbs={[{ title: t('sections.products'), to: 'products' }, { title: t('sections.categories') }]}
    >
      <CategoriesList />
    </CommerceFrame>
  );
}

function CategoriesList() {
  const errorMessage = useApiErrorMessage();
  const { modal } = App.useApp();
  const { t } = useCommerceCatalog();
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
      title: t('categories.deleteConfirm', { count: ids.length }),
      content: t('categories.deleteContent'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        notify
          .run(
            () => (ids.length === 1 ? remove(ids[0] ?? '') : removeMany(ids)),
            t('categories.deleted', { count: ids.length }),
          )
          .then((ok) => ok && setSelected([])),
    });

  const columns: TableColumnsType<Category> = [
    { title: t('common.name'), dataIndex: 'name', sorter: true, sortOrder: sortOrderOf(sort, 'name') },
    {
      title: t('sections.products'),
      dataIndex: 'countItems',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'countItems'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, category) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('common.editNamed', { name: category.name })}
            onClick={() => setEditing(category)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common.deleteNamed', { name: category.name })}
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
          aria-label={t('categories.search')}
          placeholder={t('categories.search')}
          allowClear
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Flex gap={8} wrap>
          <Button danger disabled={selected.length === 0} onClick={() => confirmDelete(selected)}>
            {t('common.deleteSelected')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => params.set({ dialog: 'create', page: params.page || null })}
          >
            {t('categories.create')}
          </Button>
        </Flex>
      </Flex>
      {error ? <Alert type="error" showIcon title={errorMessage(error)} /> : null}
      <ScrollRegion label={t('sections.categories')}>
        <Table<Category>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{ emptyText: isLoading ? ' ' : t('categories.empty') }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          scroll={{ x: true }}
          onChange={(_, __, sorter) => {
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

function sortOrderOf(sort: string, field: string): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}
