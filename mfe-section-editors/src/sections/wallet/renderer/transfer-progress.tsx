import { Button, Flex, Spin, Typography } from 'antd';
import Result from 'antd/es/result';
import { chainById, shortenAddress } from '@suite/shared';
import { TRANSFER_PROGRESS, type TransferState } from '../chain/use-send-transfer';
import type { WalletLook } from '../theme/wallet-look';
import { WalletButton } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface TransferProgressProps {
  look: WalletLook;
  chainId: number;
  state: Exclude<TransferState, { step: 'idle' }>;
  /** Back to the review: only offered while nothing left the wallet. */
  onRetry: () => void;
  onClose: () => void;
}

/** A transfer once confirmed: waiting, sent but not confirmed yet, sent, or why it did not go through. */
export function TransferProgress({ look, chainId, state, onRetry, onClose }: TransferProgressProps) {
  const { t } = useSectionEditorsCatalog();
  const explorer = chainById(chainId)?.explorerUrl;
  const hash = 'hash' in state ? state.hash : undefined;
  const link = hash ? (
    explorer ? (
      <Typography.Link href={`${explorer}/tx/${hash}`} target="_blank" rel="noreferrer">
        {shortenAddress(hash, 8)}
      </Typography.Link>
    ) : (
      <Typography.Text code>{shortenAddress(hash, 8)}</Typography.Text>
    )
  ) : null;
  const close = <Button onClick={onClose}>{t('common.icons.close')}</Button>;

  if (state.step === 'confirming' || state.step === 'pending') {
    return (
      <Flex vertical align="center" gap={12} role="status" style={{ padding: 24 }}>
        <Spin />
        <Typography.Text>{t(TRANSFER_PROGRESS[state.step])}</Typography.Text>
        {link}
      </Flex>
    );
  }
  if (state.step === 'unconfirmed') {
    // Sent: going Back to Confirm would send the same money a second time.
    return (
      <Result
        status="warning"
        title={t('wallet.send.unconfirmed')}
        subTitle={
          <Flex vertical gap={4} role="status">
            <Typography.Text>{t('wallet.send.unconfirmedHelp')}</Typography.Text>
            <span>
              {t('wallet.send.transaction')} {link}
            </span>
          </Flex>
        }
        extra={close}
      />
    );
  }
  if (state.step === 'done') {
    return (
      <Result
        status="success"
        title={t('wallet.send.sent')}
        subTitle={
          <>
            {t('wallet.send.transaction')} {link}
          </>
        }
        extra={close}
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('wallet.send.failed')}
      subTitle={
        <>
          {state.error} {link}
        </>
      }
      extra={[
        <WalletButton key="back" colours={look.buttons.back} onClick={onRetry}>
          {t('wallet.send.back')}
        </WalletButton>,
        <Button key="close" onClick={onClose}>
          {t('common.icons.close')}
        </Button>,
      ]}
    />
  );
}
