import type { TableColumnsType } from 'antd';
import { AppLink, useCommerceSectionTitle } from '@suite/shared/react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type Collection, commercePaths } from '@suite/shared';
import { useCollectionMutations, useCollections } from '../../api/collections';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { useBulkDelete } from '../../features/use-bulk-delete';
import { useCommerceCatalog } from '../../i18n';
import { EditableList, useCreatedOnColumn } from '../../features/list-table';
import { tableSort } from '../../features/table-sort';

/** commerce.products.collections: list, delete and bulk delete. */
export function CollectionsRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={sectionTitle('collections')}
      crumbs={[{ title: sectionTitle('products'), to: 'products' }, { title: sectionTitle('collections') }]}
    >
      <CollectionsList />
    </CommerceFrame>
  );
}

function CollectionsList() {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const navigate = useNavigate();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.collections);
  // The API's sorts (seed §7): by name or by creation, by name by default.
  const sorting = tableSort(params, ['name', 'createdAt'], 'name');
  const list = useCollections(sorting.query);
  useKeepPageInRange(params, list.data?.totalItems);
  const createdOn = useCreatedOnColumn<Collection>(sorting.column('createdAt'));
  const { remove, removeMany } = useCollectionMutations();
  const bulk = useBulkDelete<Collection>({
    shown: list.data?.items,
    remove,
    removeMany,
    rowLabel: (collection) => t('common.selectNamed', { name: collection.name }),
    texts: (count) => ({
      title: t('collections.deleteConfirm', { count }),
      deleted: t('collections.deleted'),
    }),
  });
  const editPath = (id: string) => commercePaths.edit(basePath, 'collections', id);

  const columns: TableColumnsType<Collection> = [
    {
      title: t('common.name'),
      dataIndex: 'name',
      ...sorting.column('name'),
      render: (name: string, collection) => <AppLink to={editPath(collection.id)}>{name}</AppLink>,
    },
    { title: sectionTitle('products'), key: 'count', render: (_, collection) => collection.items.length },
    createdOn,
  ];

  return (
    <EditableList
      label={sectionTitle('collections')}
      searchLabel={t('collections.search')}
      createText={t('collections.new')}
      onCreate={() => navigate(commercePaths.create(basePath, 'collections'))}
      onEdit={(collection) => navigate(editPath(collection.id))}
      bulk={bulk}
      params={params}
      list={list}
      columns={columns}
      onSort={sorting.onChange}
      empty={t('collections.empty')}
    />
  );
}
