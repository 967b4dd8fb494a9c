import { App, Button, Flex } from 'antd';
import type { Order } from '@suite/shared';
import { useOrderAction } from '../../api/orders';
import { useNotify } from '../use-notify';
import { canRunOrderAction, ORDER_ACTIONS } from './order-status';

/** Finalize / Refund / Cancel: each asks first and is enabled only where the state machine allows. */
export function OrderActions({ order }: { order: Order }) {
  const { modal } = App.useApp();
  const runAction = useOrderAction();
  const notify = useNotify();
  return (
    <Flex gap={8} wrap>
      {ORDER_ACTIONS.map(({ action, label, confirm, success, danger }) => (
        <Button
          key={action}
          danger={danger}
          type={action === 'finalize' ? 'primary' : 'default'}
          disabled={!canRunOrderAction(action, order.status)}
          onClick={() =>
            modal.confirm({
              title: confirm,
              okText: label,
              cancelText: 'Back',
              okButtonProps: { danger },
              onOk: () => notify.run(() => runAction(action, order.id), success),
            })
          }
        >
          {label}
        </Button>
      ))}
    </Flex>
  );
}
