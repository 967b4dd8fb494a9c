import { lazy, Suspense, useState } from 'react';
import { Flex, Typography } from 'antd';
import Result from 'antd/es/result';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { Hash } from 'viem';
import { useChainName, useFormat, WalletScope } from '@suite/shared/react';
import { REPLACED_HOLD_MS } from '../payments/sent-payments';
import { TransactionHash } from '../payments/transaction-hash';
import { usePayCatalog } from './i18n';
import type { SentPaymentWatchProps } from './sent-payment-watch';

// Reading the chain takes the wallet's code (wagmi, viem's clients), which loads behind this notice.
const SentPaymentWatch = lazy(() => import('./sent-payment-watch'));

const sameHashes = (a: readonly Hash[], b: readonly Hash[]) =>
  a.length === b.length && a.every((hash, at) => hash === b[at]);

/**
 * An order whose payment this device sent and the chain has not mined yet: said plainly, with each
 * transaction, instead of Pay (a second payment); followed until the chain settles it. A transaction
 * the wallet replaced (sped up or cancelled) says so, and until when Pay is held back once its
 * replacement is mined.
 */
export function SentPaymentNotice({
  orderId,
  sent,
  subject,
  report,
  onLost,
}: Omit<SentPaymentWatchProps, 'onReplacing'>) {
  const { t } = usePayCatalog();
  const chainName = useChainName();
  const format = useFormat();
  const [replacing, setReplacing] = useState<readonly Hash[]>([]);
  const replacedNote = (hash: Hash) => {
    const replacedAt = sent.nonces?.find((entry) => entry.hash === hash)?.replacedAt;
    if (replacedAt !== undefined) {
      const time = format.dateTime(replacedAt + REPLACED_HOLD_MS);
      return subject === 'topUp' ? t('receipt.topUpReplaced', { time }) : t('receipt.sentReplaced', { time });
    }
    return replacing.includes(hash) ? t('receipt.sentReplacing') : null;
  };
  return (
    <>
      <Result
        icon={<LoadingOutlined aria-hidden />}
        title={t('receipt.sentTitle')}
        subTitle={
          <Flex vertical gap={4} align="center">
            <span>{t('receipt.sent', { network: chainName(sent.chainId) })}</span>
            {sent.hashes.map((hash) => {
              const note = replacedNote(hash);
              return (
                <Flex key={hash} vertical align="center">
                  <Typography.Text type="secondary">
                    {t('receipt.sentTransaction')}: <TransactionHash chainId={sent.chainId} hash={hash} />
                  </Typography.Text>
                  {note && <Typography.Text type="warning">{note}</Typography.Text>}
                </Flex>
              );
            })}
          </Flex>
        }
      />
      <WalletScope fallback={null}>
        <Suspense fallback={null}>
          <SentPaymentWatch
            orderId={orderId}
            sent={sent}
            subject={subject}
            report={report}
            onLost={onLost}
            onReplacing={(hashes) => setReplacing((known) => (sameHashes(known, hashes) ? known : hashes))}
          />
        </Suspense>
      </WalletScope>
    </>
  );
}
