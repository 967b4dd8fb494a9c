import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type Checkout, commercePaths } from '@suite/shared';
import { useCheckoutMutations, useCheckouts } from '../../api/checkouts';
import { inactiveProductNames } from '../../features/checkouts/inactive-products';
import { NewCheckoutDialog } from '../../features/checkouts/new-checkout-dialog';
import { ShareCheckoutDialog } from '../../features/checkouts/share-dialog';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { RowActions } from '../../features/row-actions';
import {
  AppLink,
  ErrorAlert,
  ScrollRegion,
  useCommerceSectionTitle,
  useFeedback,
  useFormat,
  useNotify,
  listEmptyText,
} from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/** commerce.checkouts: list, New Checkout dialog, share dialog. */
export function CheckoutsRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame title={sectionTitle('checkouts')} crumbs={[{ title: sectionTitle('checkouts') }]}>
      <CheckoutsList />
    </CommerceFrame>
  );
}

function CheckoutsList() {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.checkouts);
  const { data, error, isLoading, mutate } = useCheckouts({ page: params.page, limit: params.limit });
  useKeepPageInRange(params, data?.totalItems);
  const { remove } = useCheckoutMutations();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<Checkout | null>(null);
  const editPath = (id: string) => commercePaths.edit(basePath, 'checkouts', id);

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
        <RowActions
          name={checkout.title}
          onEdit={() => navigate(editPath(checkout.id))}
          onDelete={() =>
            modal.confirm({
              title: t('checkouts.deleteConfirm'),
              okText: t('common.delete'),
              okButtonProps: { danger: true },
              onOk: () => notify.run(() => remove(checkout.id), t('checkouts.deleted')),
            })
          }
        >
          <Button
            size="small"
            icon={<ShareAltOutlined aria-hidden />}
            aria-label={t('checkouts.shareNamed', { name: checkout.title })}
            onClick={() => setSharing(checkout)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('checkouts.new')}
        </Button>
      </Flex>
      {error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      <ScrollRegion label={sectionTitle('checkouts')}>
        <Table<Checkout>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{ emptyText: listEmptyText({ isLoading, error }, t('checkouts.empty')) }}
          scroll={{ x: true }}
          pagination={params.pagination(data?.totalItems)}
        />
      </ScrollRegion>
      <NewCheckoutDialog open={creating} onClose={() => setCreating(false)} />
      <ShareCheckoutDialog checkout={sharing} onClose={() => setSharing(null)} />
    </Flex>
  );
}
