import { useEffect, useEffectEvent } from 'react';
import { Alert, Typography } from 'antd';
import { apiErrorStatus } from '@suite/shared/client';
import { useApiErrorMessage, useNotify } from '@suite/shared/react';
import { useTopUp, useTopUps } from '../../api/credits';
import { useCommerceCatalog } from '../../i18n';
import { SentPaymentNotice } from '../checkout-pay/sent-payment-notice';
import { forgetSentPayment, useSentPayment } from '../payments/sent-payments';
import { stopFollowingTopUp } from './sent-top-up';

export interface FollowedTopUpProps {
  id: string;
  /** An amount in USD as the page writes it. */
  usd: (value: number) => string;
  /** Its transaction paid nothing (reverted, dropped, replaced by one that paid nothing): why. */
  onLost: (why: string) => void;
}

/**
 * A top-up whose payment this device sent, followed after the wallet's own wait (which a reload or
 * a timeout ends) until its credits are added: a transaction the chain has not mined is shown, with
 * each hash, and told to the API once mined; a payment seen and not yet confirmed says so; the
 * credits added are told once. It is then forgotten, as it is when the payment was lost or the
 * top-up is not the signed-in owner's (404).
 */
export function FollowedTopUp({ id, usd, onLost }: FollowedTopUpProps) {
  const topUp = useTopUp(id);
  const sent = useSentPayment(id);
  const topUps = useTopUps();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const { t } = useCommerceCatalog();
  const progress = topUp.data?.progress;
  const paidAmount = progress === 'paid' ? topUp.data?.amount : undefined;
  // Not the owner's (another account signed in on this device), or paid, or nothing on its way any more:
  // a transaction told to the API updates the top-up before it is forgotten, so a paid one is seen.
  const settled =
    apiErrorStatus(topUp.error) === 404 ||
    progress === 'paid' ||
    (!sent && progress !== undefined && progress !== 'confirming');

  const settle = useEffectEvent(() => {
    if (paidAmount !== undefined) {
      notify.success(t('credits.added', { amount: usd(Number(paidAmount)) }));
      void topUps.credited();
    }
    forgetSentPayment(id);
    stopFollowingTopUp(id);
  });
  // Once: the top-up is no longer followed, and this unmounts.
  useEffect(() => {
    if (settled) settle();
  }, [settled]);

  if (settled) return null;
  if (sent) {
    return (
      <SentPaymentNotice
        orderId={id}
        sent={sent}
        subject="topUp"
        report={async (reported, hash) => {
          const answer = await topUps.report(reported, hash);
          await topUp.mutate(answer, { revalidate: false });
          return answer;
        }}
        onLost={onLost}
      />
    );
  }
  if (topUp.error) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('credits.followFailed', { error: errorMessage(topUp.error) })}
      />
    );
  }
  return (
    <Typography.Text type="secondary" role="status">
      {t('credits.steps.crediting')}
    </Typography.Text>
  );
}
