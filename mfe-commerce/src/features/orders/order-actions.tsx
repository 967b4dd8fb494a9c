import { useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import Form from 'antd/es/form';
import type { Order } from '@suite/shared';
import { apiFieldErrors } from '@suite/shared/client';
import { useAcceptPayment, useOrderAction } from '../../api/orders';
import { useCommerceCatalog } from '../../i18n';
import { tokenOf } from '../explorer';
import { useLeaveGuard } from '../use-leave-guard';
import { cancelHeldBy, canRunOrderAction, isUnderpaid, ORDER_ACTIONS } from './order-status';
import { useFeedback, useNotify } from '@suite/shared/react';

const REASON_MAX = 500;

/**
 * Refund, with the reason the customer is told: required for an underpaid order (the customer paid
 * part of it and must know why it comes back), optional once the order was paid in full.
 */
function RefundDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const runAction = useOrderAction();
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const required = isUnderpaid(order);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A reason typed and not sent is lost when the page is left.
  useLeaveGuard(open && reason.trim() !== '');

  async function submit() {
    const text = reason.trim();
    if (required && !text) {
      setError(t('orderActions.refund.reasonRequired'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await runAction('refund', order.id, text || undefined);
      notify.success(t('orderActions.refund.success'));
      onClose();
    } catch (failure) {
      const fieldError = apiFieldErrors(failure).reason;
      if (fieldError) setError(fieldError);
      else notify.error(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('orderActions.refund.confirm')}
      okText={t('orderActions.refund.label')}
      cancelText={t('orderActions.back')}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {required ? t('orderActions.refund.partlyPaid') : t('orderActions.refund.paid')}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('orderActions.refund.reason')}
          htmlFor={`refund-reason-${order.id}`}
          required={required}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea
            id={`refund-reason-${order.id}`}
            value={reason}
            maxLength={REASON_MAX}
            showCount
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Finalize / Refund / Cancel, each enabled only where the state machine allows, and for an
 * underpaid order "Accept as paid": each asks first; Refund asks the reason the customer is told.
 */
export function OrderActions({ order }: { order: Order }) {
  const { modal } = useFeedback();
  const runAction = useOrderAction();
  const acceptPayment = useAcceptPayment();
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const [refunding, setRefunding] = useState(false);
  const underpaid = isUnderpaid(order);
  const symbol = tokenOf(order.chainId, order.contractAddress)?.symbol ?? 'USD';
  const received = order.payment?.receivedAmount ?? '';
  const cancelHeld = cancelHeldBy(order);
  const cancelHintId = `order-cancel-hint-${order.id}`;
  return (
    <Flex gap={8} wrap align="center">
      {underpaid && (
        <Button
          type="primary"
          onClick={() =>
            modal.confirm({
              title: t('orderActions.accept.confirm', { amount: received, symbol }),
              content: t('orderActions.accept.content', { received, amount: order.amount, symbol }),
              okText: t('orderActions.accept.label'),
              cancelText: t('orderActions.back'),
              onOk: () => notify.run(() => acceptPayment(order.id), t('orderActions.accept.success')),
            })
          }
        >
          {t('orderActions.accept.label')}
        </Button>
      )}
      {ORDER_ACTIONS.map(({ action, danger }) => (
        <Button
          key={action}
          danger={danger}
          type={action === 'finalize' ? 'primary' : 'default'}
          disabled={!canRunOrderAction(action, order)}
          aria-describedby={action === 'cancel' && cancelHeld ? cancelHintId : undefined}
          onClick={() =>
            action === 'refund'
              ? setRefunding(true)
              : modal.confirm({
                  title: t(`orderActions.${action}.confirm`),
                  okText: t(`orderActions.${action}.label`),
                  cancelText: t('orderActions.back'),
                  okButtonProps: { danger },
                  onOk: () =>
                    notify.run(() => runAction(action, order.id), t(`orderActions.${action}.success`)),
                })
          }
        >
          {t(`orderActions.${action}.label`)}
        </Button>
      ))}
      {cancelHeld && (
        <Typography.Text id={cancelHintId} type="secondary">
          {t(`orderActions.cancel.${cancelHeld}`)}
        </Typography.Text>
      )}
      <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />
    </Flex>
  );
}
