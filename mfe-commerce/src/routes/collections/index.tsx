import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Flex, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type Collection } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useCollectionMutations, useCollections } from '../../api/collections';
import { AppLink } from '../../features/app-link';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';
import { useListParams } from '../../features/list-params';
import { useNotify } from '../../features/use-notify';

export const COLLECTIONS_EMPTY_TEXT = 'No collections yet';

/** commerce.products.collections: list, delete and bulk delete. */
export function CollectionsRoute() {
  return (
    <CommerceFrame
      title="Collections"
      crumbs={[{ title: 'Products', to: 'products' }, { title: 'Collections' }]}
    >
      <CollectionsList />
    </CommerceFrame>
  );
}

function CollectionsList() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.collections);
  const { data, error, isLoading } = useCollections({ page: params.page, limit: params.limit });
  const { remove, removeMany } = useCollectionMutations();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const editPath = (id: string) => joinPath(basePath, `collections/${id}/edit`);

  const confirmDelete = (ids: string[]) =>
    modal.confirm({
      title: ids.length === 1 ? 'Delete this collection?' : `Delete ${ids.length} collections?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        notify
          .run(() => (ids.length === 1 ? remove(ids[0] ?? '') : removeMany(ids)), 'Collection deleted')
          .then((ok) => ok && setSelected([])),
    });

  const columns: TableColumnsType<Collection> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, collection) => <AppLink to={editPath(collection.id)}>{name}</AppLink>,
    },
    { title: 'Products', key: 'count', render: (_, collection) => collection.items.length },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, collection) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${collection.name}`}
            onClick={() => navigate(editPath(collection.id))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${collection.name}`}
            onClick={() => confirmDelete([collection.id])}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="flex-end">
        <Button danger disabled={selected.length === 0} onClick={() => confirmDelete(selected)}>
          Delete selected
        </Button>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(joinPath(basePath, 'collections/create'))}
        >
          New collection
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error)} /> : null}
      <Table<Collection>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={isLoading}
        locale={{ emptyText: isLoading ? ' ' : COLLECTIONS_EMPTY_TEXT }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scroll={{ x: true }}
        pagination={{
          current: params.page + 1,
          pageSize: params.limit,
          total: data?.totalItems ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES.collections.options],
          onChange: (page, pageSize) =>
            pageSize === params.limit ? params.set({ page: page - 1 }) : params.set({ limit: pageSize }),
        }}
      />
    </Flex>
  );
}
