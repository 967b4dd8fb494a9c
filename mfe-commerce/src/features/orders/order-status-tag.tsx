import { Tag } from 'antd';
import type { OrderStatus } from '@suite/shared';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './order-status';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}
