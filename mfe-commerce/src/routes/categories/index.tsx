import type { TableColumnsType } from 'antd';
import { useCommerceSectionTitle } from '@suite/shared/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZES, type Category } from '@suite/shared';
import { useCategories, useCategoryMutations } from '../../api/categories';
import { CreateCategoryDialog, EditCategoryDialog } from '../../features/categories/category-dialogs';
import { CommerceFrame } from '../../features/commerce-frame';
import { EditableList } from '../../features/list-table';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { useBulkDelete } from '../../features/use-bulk-delete';
import { tableSort } from '../../features/table-sort';
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
  const sectionTitle = useCommerceSectionTitle();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = useListParams(PAGE_SIZES.categories);
  const sorting = tableSort(params, ['name', 'countItems'], 'name');
  const list = useCategories(sorting.query);
  const { data } = list;
  useKeepPageInRange(params, data?.totalItems);
  const { remove, removeMany } = useCategoryMutations();
  const bulk = useBulkDelete<Category>({
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
    { title: t('common.name'), dataIndex: 'name', ...sorting.column('name') },
    { title: sectionTitle('products'), dataIndex: 'countItems', ...sorting.column('countItems') },
  ];

  return (
    <EditableList
      label={sectionTitle('categories')}
      searchLabel={t('categories.search')}
      createText={t('categories.create')}
      onCreate={() => params.set({ dialog: 'create', page: params.page || null })}
      onEdit={setEditing}
      bulk={bulk}
      params={params}
      list={list}
      columns={columns}
      onSort={sorting.onChange}
      empty={t('categories.empty')}
    >
      <CreateCategoryDialog
        open={creating}
        onClose={() => navigate({ search: withoutDialog(searchParams) }, { replace: true })}
      />
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
    </EditableList>
  );
}

function withoutDialog(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('dialog');
  return next.toString();
}
