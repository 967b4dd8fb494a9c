import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Flex, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { ScrollRegion, useApiErrorMessage } from '@suite/shared/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type Collection } from '@suite/shared';
import { useCollectionMutations, useCollections } from '../../api/collections';
import { AppLink } from '../../features/app-link';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';
import { useListParams } from '../../features/list-params';
import { useNotify } from '../../features/use-notify';
import { useCommerceCatalog } from '../../i18n';

/** commerce.products.collections: list, delete and bulk delete. */
export function CollectionsRoute() {
  const { t } = useCommerceCatalog();
  return (
    <CommerceFrame
      title={t('sections.collections')}
      crumbs={[{ title: t('sections.products'), to: 'products' }, { title: t('sections.collections') }]}
    >
      <CollectionsList />
    </CommerceFrame>
  );
}

function CollectionsList() {
  const errorMessage = useApiErrorMessage();
  const { modal } = App.useApp();
  const { t } = useCommerceCatalog();
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
      title: t('collections.deleteConfirm', { count: ids.length }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        notify
          .run(() => (ids.length === 1 ? remove(ids[0] ?? '') : removeMany(ids)), t('collections.deleted'))
          .then((ok) => ok && setSelected([])),
    });

  const columns: TableColumnsType<Collection> = [
    {
      title: t('common.name'),
      dataIndex: 'name',
      render: (name: string, collection) => <AppLink to={editPath(collection.id)}>{name}</AppLink>,
    },
    { title: t('sections.products'), key: 'count', render: (_, collection) => collection.items.length },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, collection) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('common.editNamed', { name: collection.name })}
            onClick={() => navigate(editPath(collection.id))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common.deleteNamed', { name: collection.name })}
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
          {t('common.deleteSelected')}
        </Button>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(joinPath(basePath, 'collections/create'))}
        >
          {t('collections.new')}
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={errorMessage(error)} /> : null}
      <ScrollRegion label={t('sections.collections')}>
        <Table<Collection>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{ emptyText: isLoading ? ' ' : t('collections.empty') }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          scroll={{ x: true }}
          pagination={params.pagination(data?.totalItems)}
        />
      </ScrollRegion>
    </Flex>
  );
}
