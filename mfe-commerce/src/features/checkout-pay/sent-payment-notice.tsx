import { lazy, Suspense } from 'react';
import { Flex, Typography } from 'antd';
import Result from 'antd/es/result';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { useChainName, WalletScope } from '@suite/shared/react';
import { TransactionHash } from '../payments/transaction-hash';
import { usePayCatalog } from './i18n';
import type { SentPaymentWatchProps } from './sent-payment-watch';

// Reading the chain takes the wallet's code (wagmi, viem's clients), which loads behind this notice.
const SentPaymentWatch = lazy(() => import('./sent-payment-watch'));

/**
 * An order whose payment this device sent and the chain has not mined yet: said plainly, with each
 * transaction, instead of Pay (a second payment); followed until the chain settles it.
 */
export function SentPaymentNotice({ orderId, sent, onLost }: SentPaymentWatchProps) {
  const { t } = usePayCatalog();
  const chainName = useChainName();
  return (
    <>
      <Result
        icon={<LoadingOutlined aria-hidden />}
        title={t('receipt.sentTitle')}
        subTitle={
          <Flex vertical gap={4} align="center">
            <span>{t('receipt.sent', { network: chainName(sent.chainId) })}</span>
            {sent.hashes.map((hash) => (
              <Typography.Text key={hash} type="secondary">
                {t('receipt.sentTransaction')}: <TransactionHash chainId={sent.chainId} hash={hash} />
              </Typography.Text>
            ))}
          </Flex>
        }
      />
      <WalletScope fallback={null}>
        <Suspense fallback={null}>
          <SentPaymentWatch orderId={orderId} sent={sent} onLost={onLost} />
        </Suspense>
      </WalletScope>
    </>
  );
}
