import { useState } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import Result from 'antd/es/result';
import { chainById, shortenAddress } from '@suite/shared';
import { useChainName, useFormat } from '@suite/shared/react';
import { formatTokenAmount } from '../../../section-kit/trade/amounts';
import { NATIVE_TOKEN_KEY, type WalletTokenBalance } from '../chain/token-list';
import { TRANSFER_PROGRESS, useSendTransfer, type TransferState } from '../chain/use-send-transfer';
import type { SendFormInput, SendFormOutput } from '../chain/send-form';
import type { WalletLook } from '../theme/wallet-look';
import { SendForm } from './send-form';
import { WalletButton, WalletModal } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface SendDialogProps {
  look: WalletLook;
  open: boolean;
  onClose: () => void;
  chainId: number;
  rows: readonly WalletTokenBalance[];
  /** The token to start with (a row's Send), the native currency otherwise. */
  initialTokenKey?: string;
  /** A scanned address to start with. */
  initialRecipient?: string;
  /**
   * The chain a scanned payment link asks for: while the wallet is on another, nothing can be sent
   * (the money would arrive on the wrong chain); `onSwitchChain` switches, when the site offers it.
   */
  askedChainId?: number;
  onSwitchChain?: (chainId: number) => void;
  /** A transfer went through: balances and activity are read again. */
  onSent: () => void;
}

/** Send: the token, the address and the amount, a review, then the transfer's progress and result. */
export function SendDialog(props: SendDialogProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <WalletModal
      look={props.look}
      kind="send"
      open={props.open}
      title={t('wallet.actions.send')}
      onClose={props.onClose}
    >
      {props.open ? <SendFlow {...props} /> : null}
    </WalletModal>
  );
}

function SendFlow({
  look,
  onClose,
  chainId,
  rows,
  initialTokenKey,
  initialRecipient,
  askedChainId,
  onSwitchChain,
  onSent,
}: SendDialogProps) {
  const { t } = useSectionEditorsCatalog();
  const [tokenKey, setTokenKey] = useState(initialTokenKey ?? NATIVE_TOKEN_KEY);
  const [draft, setDraft] = useState<SendFormInput>({ recipient: initialRecipient ?? '', amount: '' });
  const [review, setReview] = useState<SendFormOutput | null>(null);
  const transfer = useSendTransfer();
  const chainName = useChainName();
  const { locale } = useFormat();
  const token = rows.find((row) => row.key === tokenKey) ?? rows[0];
  if (!token) return null;

  if (askedChainId !== undefined && askedChainId !== chainId && transfer.state.step === 'idle') {
    const asked = chainName(askedChainId);
    return (
      <Alert
        type="warning"
        showIcon
        title={t('wallet.send.otherChain', { asked, chain: chainName(chainId) })}
        description={onSwitchChain ? undefined : t('wallet.send.chainNotOffered', { asked })}
        action={
          onSwitchChain ? (
            <WalletButton colours={look.buttons.send} onClick={() => onSwitchChain(askedChainId)}>
              {t('wallet.send.switchTo', { asked })}
            </WalletButton>
          ) : undefined
        }
      />
    );
  }

  if (transfer.state.step !== 'idle') {
    return (
      <TransferProgress
        look={look}
        chainId={chainId}
        state={transfer.state}
        onRetry={transfer.reset}
        onClose={onClose}
      />
    );
  }

  if (review) {
    return (
      <Flex vertical gap={16}>
        <Typography.Paragraph>
          {t('wallet.send.reviewSend')}{' '}
          <Typography.Text strong>
            {formatTokenAmount(review.amount, token.decimals, locale, Number.POSITIVE_INFINITY)}{' '}
            {token.symbol}
          </Typography.Text>{' '}
          {t('wallet.send.reviewTo')} <Typography.Text code>{review.recipient}</Typography.Text>{' '}
          {t('wallet.send.reviewOn', {
            chain: chainName(chainId),
          })}
        </Typography.Paragraph>
        <Flex gap={8} justify="flex-end">
          <WalletButton colours={look.buttons.back} onClick={() => setReview(null)}>
            {t('wallet.send.back')}
          </WalletButton>
          <WalletButton
            colours={look.buttons.send}
            type={look.buttons.send ? 'default' : 'primary'}
            onClick={() => {
              void transfer
                .send({ chainId, token: token.address, to: review.recipient, amount: review.amount })
                .then(onSent);
            }}
          >
            {t('wallet.send.confirm')}
          </WalletButton>
        </Flex>
      </Flex>
    );
  }

  return (
    <SendForm
      key={token.key}
      chainId={chainId}
      rows={rows}
      token={token}
      onTokenChange={setTokenKey}
      defaultValues={draft}
      onReview={(input, output) => {
        setDraft(input);
        setReview(output);
      }}
    />
  );
}

function TransferProgress({
  look,
  chainId,
  state,
  onRetry,
  onClose,
}: {
  look: WalletLook;
  chainId: number;
  state: Exclude<TransferState, { step: 'idle' }>;
  onRetry: () => void;
  onClose: () => void;
}) {
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

  if (state.step === 'confirming' || state.step === 'pending') {
    return (
      <Flex vertical align="center" gap={12} role="status" style={{ padding: 24 }}>
        <Spin />
        <Typography.Text>{t(TRANSFER_PROGRESS[state.step])}</Typography.Text>
        {link}
      </Flex>
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
        extra={<Button onClick={onClose}>{t('common.icons.close')}</Button>}
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
