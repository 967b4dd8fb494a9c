import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, Input, Select, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import {
  isOrderStatus,
  ORDER_STATUSES,
  PAGE_SIZES,
  type Order,
  commercePaths,
  orderReference,
} from '@suite/shared';
import { useDeleteOrders, useFetchAllOrders, useOrders } from '../../api/orders';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { OrderStatusTag } from '../../features/orders/order-status-tag';
import { TransactionLink } from '../../features/orders/transaction-link';
import { useBulkDelete } from '../../features/use-bulk-delete';
import { useSubmittedSearch } from '../../features/search-text';
import {
  AppLink,
  ErrorAlert,
  ScrollRegion,
  useCommerceSectionTitle,
  useFormat,
  useNotify,
  useClearable,
  listEmptyText,
} from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/**
 * commerce.orders: search, status filter, server-paged list, CSV export of the current filter, and bulk
 * delete of the selected orders — those the API lets go (`deletable`: cancelled, and no payment reached or
 * can still reach them).
 */
export function OrdersRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame title={sectionTitle('orders')} crumbs={[{ title: sectionTitle('orders') }]}>
      <OrdersList />
    </CommerceFrame>
  );
}

function OrdersList() {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const sectionTitle = useCommerceSectionTitle();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.orders);
  const search = useSubmittedSearch(params);
  const requested = params.get('status');
  const status = isOrderStatus(requested) ? requested : undefined;
  const query = { page: params.page, limit: params.limit, status, q: params.q || undefined };
  const { data, error, isLoading, mutate } = useOrders(query);
  useKeepPageInRange(params, data?.totalItems);
  const fetchAll = useFetchAllOrders();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const deleteOrders = useDeleteOrders();
  const { selected, rowSelection, confirmDelete } = useBulkDelete<Order>({
    shown: data?.items,
    rowLabel: (order) => t('orders.select', { order: orderReference(order.id) }),
    remove: (id) => deleteOrders([id]),
    removeMany: deleteOrders,
    texts: (count) => ({
      title: t('orders.deleteConfirm', { count }),
      content: t('orders.deleteContent'),
      deleted: t('orders.deleted', { count }),
    }),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The CSV writer (papaparse) loads with the first export, not with the page.
      const [orders, { downloadText, ordersCsv }] = await Promise.all([
        fetchAll({ status, q: query.q }),
        import('../../features/orders/orders-csv'),
      ]);
      downloadText(
        'orders.csv',
        ordersCsv(orders, (value) => t(`orderStatus.${value}`)),
      );
    } catch (failure) {
      notify.error(failure);
    }
    setExporting(false);
  };

  const columns: TableColumnsType<Order> = [
    {
      title: t('orders.order'),
      dataIndex: 'id',
      render: (id: string) => <AppLink to={commercePaths.order(basePath, id)}>{orderReference(id)}</AppLink>,
    },
    // Seed 001's four columns on every width: a phone scrolls the table sideways (`scroll.x`).
    { title: t('common.createdOn'), dataIndex: 'createdAt', render: format.dateTime },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: Order['status']) => <OrderStatusTag status={value} />,
    },
    {
      title: t('orders.transaction'),
      key: 'transaction',
      render: (_, order) => <TransactionLink chainId={order.chainId} hash={order.hash} />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label={t('orders.searchLabel')}
          placeholder={t('orders.searchPlaceholder')}
          value={search.value}
          allowClear={clearable}
          onChange={(event) => search.onChange(event.target.value)}
          onSearch={search.onSearch}
          style={{ maxWidth: 360 }}
        />
        <Select
          aria-label={t('common.status')}
          placeholder={t('orders.allStatuses')}
          allowClear={clearable}
          value={status}
          onChange={(value) => params.set({ status: value })}
          options={ORDER_STATUSES.map((value) => ({ value, label: t(`orderStatus.${value}`) }))}
          style={{ minWidth: 200 }}
        />
        <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} loading={exporting}>
          {t('orders.exportCsv')}
        </Button>
        <Button danger disabled={selected.length === 0} onClick={() => confirmDelete(selected)}>
          {t('common.deleteSelected')}
        </Button>
      </Flex>
      {error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      <ScrollRegion label={sectionTitle('orders')}>
        <Table<Order>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={isLoading}
          locale={{
            emptyText: listEmptyText(
              { isLoading, error },
              params.q || status ? t('common.noMatch') : t('orders.empty'),
            ),
          }}
          rowSelection={{
            ...rowSelection,
            // Only an order the API says may go (ADR 0034); the others say why they cannot.
            getCheckboxProps: (order) => ({
              ...rowSelection.getCheckboxProps(order),
              disabled: !order.deletable,
              title: order.deletable ? undefined : t('orders.notDeletable'),
            }),
          }}
          scroll={{ x: true }}
          pagination={params.pagination(data?.totalItems)}
        />
      </ScrollRegion>
    </Flex>
  );
}
