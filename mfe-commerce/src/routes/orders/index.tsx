import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Flex, Input, Select, type TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { ORDER_STATUSES, OrderStatusSchema, PAGE_SIZES, type Order } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useFetchAllOrders, useOrders } from '../../api/orders';
import { AppLink } from '../../features/app-link';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';
import { shortOrderId } from '../../features/format';
import { useListParams } from '../../features/list-params';
import { OrderStatusTag } from '../../features/orders/order-status-tag';
import { ORDER_STATUS_LABELS } from '../../features/orders/order-status';
import { downloadText, ordersCsv } from '../../features/orders/orders-csv';
import { TransactionLink } from '../../features/orders/transaction-link';
import { useNotify } from '../../features/use-notify';
import { useFormat } from '@suite/shared/react';

export const ORDERS_EMPTY_TEXT = 'No orders yet';

/** commerce.orders: search, status filter, server-paged list, CSV export of the current filter. */
export function OrdersRoute() {
  return (
    <CommerceFrame title="Orders" crumbs={[{ title: 'Orders' }]}>
      <OrdersList />
    </CommerceFrame>
  );
}

function OrdersList() {
  const format = useFormat();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.orders);
  const status = OrderStatusSchema.safeParse(params.get('status')).data;
  const query = { page: params.page, limit: params.limit, status, q: params.q || undefined };
  const { data, error, isLoading } = useOrders(query);
  const fetchAll = useFetchAllOrders();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const orders = await fetchAll({ status, q: query.q });
      downloadText('orders.csv', ordersCsv(orders));
    } catch (failure) {
      notify.error(failure);
    }
    setExporting(false);
  };

  const columns: TableColumnsType<Order> = [
    {
      title: 'Order',
      dataIndex: 'id',
      render: (id: string) => (
        <AppLink to={joinPath(basePath, `orders/${encodeURIComponent(id)}`)}>{shortOrderId(id)}</AppLink>
      ),
    },
    { title: 'Created on', dataIndex: 'createdAt', render: format.dateTime, responsive: ['sm'] },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: Order['status']) => <OrderStatusTag status={value} />,
    },
    {
      title: 'Transaction',
      key: 'transaction',
      render: (_, order) => <TransactionLink chainId={order.chainId} hash={order.hash} />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label="Search orders"
          placeholder="Search by id, hash, sender or e-mail"
          defaultValue={params.q}
          allowClear
          onSearch={(value) => params.set({ q: value.trim() })}
          style={{ maxWidth: 360 }}
        />
        <Select
          aria-label="Status"
          placeholder="All statuses"
          allowClear
          value={status}
          onChange={(value) => params.set({ status: value })}
          options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
          style={{ minWidth: 200 }}
        />
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error)} /> : null}
      <Table<Order>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={isLoading}
        locale={{ emptyText: isLoading ? ' ' : ORDERS_EMPTY_TEXT }}
        scroll={{ x: true }}
        pagination={{
          current: params.page + 1,
          pageSize: params.limit,
          total: data?.totalItems ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES.orders.options],
          onChange: (page, pageSize) =>
            pageSize === params.limit ? params.set({ page: page - 1 }) : params.set({ limit: pageSize }),
        }}
      />
    </Flex>
  );
}
