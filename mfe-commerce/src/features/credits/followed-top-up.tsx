import { useEffect, useEffectEvent, useState } from 'react';
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
  // With nothing on its way any more (told to the API, here or in another tab, or lost), the top-up is
  // judged on a read made after: one from before would still say it awaits its payment.
  const noneSent = sent === null;
  const { mutate } = topUp;
  const [readSinceSent, setReadSinceSent] = useState(false);
  useEffect(() => {
    setReadSinceSent(false);
    if (!noneSent) return;
    let current = true;
    const done = () => {
      if (current) setReadSinceSent(true);
    };
    void mutate().then(done, done);
    return () => {
      current = false;
    };
  }, [noneSent, mutate]);
  // Unknown to the API (404: nothing it could credit), or paid, or nothing on its way any more.
  const settled =
    apiErrorStatus(topUp.error) === 404 ||
    progress === 'paid' ||
    (noneSent && readSinceSent && progress !== undefined && progress !== 'confirming');

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
