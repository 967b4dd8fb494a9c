import { Flex, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import {
  AppLink,
  ErrorAlert,
  ScrollRegion,
  useCommerceSectionTitle,
  listEmptyText,
} from '@suite/shared/react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type Collection, commercePaths } from '@suite/shared';
import { useCollectionMutations, useCollections } from '../../api/collections';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { ListActions, RowActions } from '../../features/row-actions';
import { useBulkDelete } from '../../features/use-bulk-delete';
import { useCommerceCatalog } from '../../i18n';

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
  const { data, error, isLoading, mutate } = useCollections({ page: params.page, limit: params.limit });
  useKeepPageInRange(params, data?.totalItems);
  const { remove, removeMany } = useCollectionMutations();
  const { selected, rowSelection, confirmDelete } = useBulkDelete<Collection>({
    shown: data?.items,
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
      render: (name: string, collection) => <AppLink to={editPath(collection.id)}>{name}</AppLink>,
    },
    { title: sectionTitle('products'), key: 'count', render: (_, collection) => collection.items.length },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, collection) => (
        <RowActions
          name={collection.name}
          onEdit={() => navigate(editPath(collection.id))}
          onDelete={() => confirmDelete([collection.id])}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <ListActions
          selected={selected}
          onDeleteSelected={confirmDelete}
          createText={t('collections.new')}
          onCreate={() => navigate(commercePaths.create(basePath, 'collections'))}
        />
      </Flex>
      {error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      <ScrollRegion label={sectionTitle('collections')}>
        <Table<Collection>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{ emptyText: listEmptyText({ isLoading, error }, t('collections.empty')) }}
          rowSelection={rowSelection}
          scroll={{ x: true }}
          pagination={params.pagination(data?.totalItems)}
        />
      </ScrollRegion>
    </Flex>
  );
}
