import { Card, Flex, Skeleton, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import { useParams } from 'react-router';
import { orderReference, shortenAddress, type Order, type OrderItem } from '@suite/shared';
import { CHECKOUT_LINK_SITE_ID } from '@suite/shared/schemas';
import { useOrder } from '../../api/orders';
import { CommerceFrame } from '../../features/commerce-frame';
import { addressUrl, tokenOf, tokenUrl } from '../../features/explorer';
import { ListedNftText } from '../../features/checkout-pay/listed-nft';
import { OrderActions } from '../../features/orders/order-actions';
import { OrderPaymentDetails } from '../../features/orders/order-payment-details';
import { OrderStatusTag } from '../../features/orders/order-status-tag';
import { ProductImage } from '../../features/products/product-image';
import { TransactionLink } from '../../features/orders/transaction-link';
import { copyableText, ErrorAlert, useCommerceSectionTitle, useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/** commerce.order.edit {id}: the order details card, its items, Finalize / Refund / Cancel. */
export function OrderEditRoute() {
  const { id = '' } = useParams();
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const title = t('orderDetail.title', { id: orderReference(id) });
  return (
    <CommerceFrame title={title} crumbs={[{ title: sectionTitle('orders'), to: 'orders' }, { title }]}>
      <OrderDetail id={id} />
    </CommerceFrame>
  );
}

/** An address on the chain's explorer; on a chain without one (the local chain), the whole address to copy. */
function ExternalLink({ href, copy, children }: { href: string | null; copy: string; children: string }) {
  if (!href) return <Typography.Text copyable={copyableText(copy)}>{children}</Typography.Text>;
  return (
    <Typography.Link href={href} target="_blank" rel="noreferrer">
      {children}
    </Typography.Link>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { t } = useCommerceCatalog();
  /**
   * Where the order was placed: a shared checkout link, one of the seller's sites (by its name), a site
   * that is not (or no longer) theirs, by id, or what the caller named.
   */
  const soldOn = ({ siteId, site }: Pick<Order, 'siteId' | 'site'>) =>
    siteId === CHECKOUT_LINK_SITE_ID
      ? t('orderDetail.checkoutLink')
      : site
        ? t('orderDetail.namedSite', { name: site.name, id: site.id })
        : /^\d+$/.test(siteId)
          ? t('orderDetail.site', { id: siteId })
          : siteId;
  const format = useFormat();
  const { data: order, error, mutate } = useOrder(id);
  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!order) return <Skeleton active />;
  const token = tokenOf(order.chainId, order.contractAddress);
  const symbol = (token?.symbol ?? '').toUpperCase();
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('orderDetail.details')}
        // The title keeps its width on a phone; the status and the transaction link stack beside it,
        // clear of the card's edge.
        styles={{ title: { flex: 'none' }, header: { paddingBlock: 8 } }}
        extra={
          <Flex gap={8} align="center" justify="flex-end" wrap>
            <OrderStatusTag status={order.status} />
            <TransactionLink chainId={order.chainId} hash={order.hash} />
          </Flex>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('orderDetail.id')}>{orderReference(order.id)}</Descriptions.Item>
          <Descriptions.Item label={t('orderDetail.creator')}>
            <ExternalLink href={addressUrl(order.chainId, order.senderAddress)} copy={order.senderAddress}>
              {shortenAddress(order.senderAddress)}
            </ExternalLink>
          </Descriptions.Item>
          <Descriptions.Item label={t('orderDetail.token')}>
            <ExternalLink href={tokenUrl(order.chainId, order.contractAddress)} copy={order.contractAddress}>
              {token?.name ?? shortenAddress(order.contractAddress)}
            </ExternalLink>
          </Descriptions.Item>
          <Descriptions.Item label={t('common.total')}>
            {`${format.decimal(order.amount)} ${symbol}`.trim()}
          </Descriptions.Item>
          <Descriptions.Item label={t('orderDetail.soldOn')}>{soldOn(order)}</Descriptions.Item>
          {order.listing && (
            <Descriptions.Item label={t('orderDetail.nft')}>
              <ListedNftText nft={order.listing} />
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <OrderPaymentDetails order={order} />
      <OrderActions order={order} />
      <Table<OrderItem>
        rowKey="id"
        dataSource={order.items}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('common.noItems') }}
        columns={[
          {
            title: t('orderDetail.item'),
            dataIndex: 'title',
            render: (title: string, item) => (
              <Flex gap={8} align="center">
                <ProductImage src={item.product.imageUrl} width={40} height={40} />
                {title}
              </Flex>
            ),
          },
          {
            title: t('common.price'),
            dataIndex: 'price',
            render: (price: string) => `${format.decimal(price)} ${symbol}`.trim(),
          },
          { title: t('common.quantity'), dataIndex: 'quantity' },
        ]}
      />
    </Flex>
  );
}
