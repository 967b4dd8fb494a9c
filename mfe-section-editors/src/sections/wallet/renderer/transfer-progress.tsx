import { Alert, Button, Flex, Spin, Typography } from 'antd';
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

/** The transfer's transaction, on the chain's explorer when it has one; nothing before it is sent. */
function TransactionLink({ chainId, state }: { chainId: number; state: TransferState }) {
  if (!('hash' in state) || !state.hash) return null;
  const explorer = chainById(chainId)?.explorerUrl;
  return explorer ? (
    <Typography.Link href={`${explorer}/tx/${state.hash}`} target="_blank" rel="noreferrer">
      {shortenAddress(state.hash, 8)}
    </Typography.Link>
  ) : (
    <Typography.Text code>{shortenAddress(state.hash, 8)}</Typography.Text>
  );
}

/** A transfer once confirmed: waiting, sent but not confirmed yet, sent, or why it did not go through. */
export function TransferProgress({ look, chainId, state, onRetry, onClose }: TransferProgressProps) {
  const { t } = useSectionEditorsCatalog();
  const link = <TransactionLink chainId={chainId} state={state} />;
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

const NOTICE_TYPE = {
  confirming: 'info',
  pending: 'info',
  unconfirmed: 'warning',
  done: 'success',
  failed: 'error',
} as const;

/**
 * A transfer sent from Send, once the dialog is closed: followed until the chain settles it, then
 * told, with Show to open its progress again; dismissed once settled.
 */
export function TransferNotice({
  chainId,
  state,
  onShow,
  onDismiss,
}: {
  chainId: number;
  state: Exclude<TransferState, { step: 'idle' }>;
  onShow: () => void;
  onDismiss: () => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const settled = state.step === 'done' || state.step === 'failed';
  const title =
    state.step === 'done'
      ? t('wallet.send.sent')
      : state.step === 'failed'
        ? t('wallet.send.failed')
        : state.step === 'unconfirmed'
          ? t('wallet.send.unconfirmed')
          : t(TRANSFER_PROGRESS[state.step]);
  return (
    <Alert
      role="status"
      aria-label={t('wallet.send.transaction')}
      type={NOTICE_TYPE[state.step]}
      showIcon
      icon={settled || state.step === 'unconfirmed' ? undefined : <Spin size="small" />}
      title={title}
      description={
        'hash' in state && state.hash ? (
          <span>
            {state.step === 'failed' ? `${state.error} ` : null}
            {t('wallet.send.transaction')} <TransactionLink chainId={chainId} state={state} />
          </span>
        ) : undefined
      }
      action={
        <Button size="small" onClick={onShow}>
          {t('wallet.send.show')}
        </Button>
      }
      closable={settled ? { 'aria-label': t('common.icons.close') } : false}
      onClose={onDismiss}
    />
  );
}
