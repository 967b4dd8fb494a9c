import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { Alert, App, Button, Flex, Tag, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type Checkout } from '@suite/shared';
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
import { ScrollRegion, useApiErrorMessage, useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/** commerce.checkouts: list, New Checkout dialog, share dialog. */
export function CheckoutsRoute() {
  const { t } = useCommerceCatalog();
  return (
    <CommerceFrame title={t('sections.checkouts')} crumbs={[{ title: t('sections.checkouts') }]}>
      <CheckoutsList />
    </CommerceFrame>
  );
}

function CheckoutsList() {
  const errorMessage = useApiErrorMessage();
  const format = useFormat();
  const { t } = useCommerceCatalog();
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
      title: t('common.title'),
      dataIndex: 'title',
      render: (title: string, checkout) => {
        const inactive = inactiveProductNames(checkout.items);
        return (
          <Flex gap={8} wrap align="center">
            <AppLink to={editPath(checkout.id)}>{title}</AppLink>
            {inactive.length > 0 ? (
              <Tag color="warning">{t('checkouts.inactiveTag', { names: inactive.join(', ') })}</Tag>
            ) : null}
          </Flex>
        );
      },
    },
    { title: t('checkouts.items'), key: 'items', render: (_, checkout) => checkout.items.length },
    { title: t('common.createdOn'), dataIndex: 'createdAt', render: format.dateTime, responsive: ['sm'] },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, checkout) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<ShareAltOutlined />}
            aria-label={t('checkouts.shareNamed', { name: checkout.title })}
            onClick={() => setSharing(checkout)}
          />
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('common.editNamed', { name: checkout.title })}
            onClick={() => navigate(editPath(checkout.id))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common.deleteNamed', { name: checkout.title })}
            onClick={() =>
              modal.confirm({
                title: t('checkouts.deleteConfirm'),
                okText: t('common.delete'),
                okButtonProps: { danger: true },
                onOk: () => notify.run(() => remove(checkout.id), t('checkouts.deleted')),
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
          {t('checkouts.new')}
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={errorMessage(error)} /> : null}
      <ScrollRegion label={t('sections.checkouts')}>
        <Table<Checkout>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{ emptyText: isLoading ? ' ' : t('checkouts.empty') }}
          scroll={{ x: true }}
          pagination={params.pagination(data?.totalItems)}
        />
      </ScrollRegion>
      <NewCheckoutDialog open={creating} onClose={() => setCreating(false)} />
      <ShareCheckoutDialog checkout={sharing} onClose={() => setSharing(null)} />
    </Flex>
  );
}
