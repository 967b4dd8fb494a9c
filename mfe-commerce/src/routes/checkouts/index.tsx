import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
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
import { AppLink, useCommerceSectionTitle, useFeedback, useNotify } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { ListTable, ListToolbar, useCreatedOnColumn } from '../../features/list-table';
import { tableSort } from '../../features/table-sort';

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
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.checkouts);
  // The API's sorts (seed §7): by title or by creation, newest first by default.
  const sorting = tableSort(params, ['title', 'createdAt'], '-createdAt');
  const list = useCheckouts(sorting.query);
  useKeepPageInRange(params, list.data?.totalItems);
  const createdOn = useCreatedOnColumn<Checkout>(sorting.column('createdAt'));
  const { remove } = useCheckoutMutations();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<Checkout | null>(null);
  const editPath = (id: string) => commercePaths.edit(basePath, 'checkouts', id);

  const columns: TableColumnsType<Checkout> = [
    {
      title: t('common.title'),
      dataIndex: 'title',
      ...sorting.column('title'),
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
    createdOn,
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
      <ListToolbar params={params} searchLabel={t('checkouts.search')}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('checkouts.new')}
        </Button>
      </ListToolbar>
      <ListTable
        label={sectionTitle('checkouts')}
        params={params}
        list={list}
        columns={columns}
        onSort={sorting.onChange}
        empty={t('checkouts.empty')}
      />
      <NewCheckoutDialog open={creating} onClose={() => setCreating(false)} />
      <ShareCheckoutDialog checkout={sharing} onClose={() => setSharing(null)} />
    </Flex>
  );
}
