import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { Alert, App, Button, Flex, Tag, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type Checkout } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useCheckoutMutations, useCheckouts } from '../../api/checkouts';
import { AppLink } from '../../features/app-link';
import { inactiveProductNames } from '../../features/checkouts/inactive-products';
import { NewCheckoutDialog } from '../../features/checkouts/new-checkout-dialog';
import { ShareCheckoutDialog } from '../../features/checkouts/share-dialog';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';
import { useListParams } from '../../features/list-params';
import { useNotify } from '../../features/use-notify';
import { useFormat } from '@suite/shared/react';

export const CHECKOUTS_EMPTY_TEXT = 'No checkouts yet';

/** commerce.checkouts: list, New Checkout dialog, share dialog. */
export function CheckoutsRoute() {
  return (
    <CommerceFrame title="Checkouts" crumbs={[{ title: 'Checkouts' }]}>
      <CheckoutsList />
    </CommerceFrame>
  );
}

function CheckoutsList() {
  const format = useFormat();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.checkouts);
  const { data, error, isLoading } = useCheckouts({ page: params.page, limit: params.limit });
  const { remove } = useCheckoutMutations();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<Checkout | null>(null);
  const editPath = (id: string) => joinPath(basePath, `checkouts/${id}/edit`);

  const columns: TableColumnsType<Checkout> = [
    {
      title: 'Title',
      dataIndex: 'title',
      render: (title: string, checkout) => {
        const inactive = inactiveProductNames(checkout.items);
        return (
          <Flex gap={8} wrap align="center">
            <AppLink to={editPath(checkout.id)}>{title}</AppLink>
            {inactive.length > 0 ? (
              <Tag color="warning">{`Inactive products: ${inactive.join(', ')}`}</Tag>
            ) : null}
          </Flex>
        );
      },
    },
    { title: 'Items', key: 'items', render: (_, checkout) => checkout.items.length },
    { title: 'Created on', dataIndex: 'createdAt', render: format.dateTime, responsive: ['sm'] },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, checkout) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<ShareAltOutlined />}
            aria-label={`Share ${checkout.title}`}
            onClick={() => setSharing(checkout)}
          />
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${checkout.title}`}
            onClick={() => navigate(editPath(checkout.id))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${checkout.title}`}
            onClick={() =>
              modal.confirm({
                title: 'Delete this checkout?',
                okText: 'Delete',
                okButtonProps: { danger: true },
                onOk: () => notify.run(() => remove(checkout.id), 'Checkout deleted'),
              })
            }
          />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          New Checkout
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error)} /> : null}
      <Table<Checkout>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={isLoading}
        locale={{ emptyText: isLoading ? ' ' : CHECKOUTS_EMPTY_TEXT }}
        scroll={{ x: true }}
        pagination={{
          current: params.page + 1,
          pageSize: params.limit,
          total: data?.totalItems ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES.checkouts.options],
          onChange: (page, pageSize) =>
            pageSize === params.limit ? params.set({ page: page - 1 }) : params.set({ limit: pageSize }),
        }}
      />
      <NewCheckoutDialog open={creating} onClose={() => setCreating(false)} />
      <ShareCheckoutDialog checkout={sharing} onClose={() => setSharing(null)} />
    </Flex>
  );
}
