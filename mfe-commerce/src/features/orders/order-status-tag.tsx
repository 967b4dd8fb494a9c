import { Tag } from 'antd';
import type { OrderStatus } from '@suite/shared';
import { useCommerceCatalog } from '../../i18n';
import { ORDER_STATUS_COLORS } from './order-status';

/** An order's status in the seed's words (§4): `orderStatus.{status}` in the catalog. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useCommerceCatalog();
  return <Tag color={ORDER_STATUS_COLORS[status]}>{t(`orderStatus.${status}`)}</Tag>;
}
