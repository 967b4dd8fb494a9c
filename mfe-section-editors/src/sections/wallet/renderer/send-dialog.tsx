import { useState } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { useChainName, useFormat } from '@suite/shared/react';
import { formatTokenAmount } from '../../../section-kit/trade/amounts';
import type { ScannedAddress } from '../chain/scan';
import type { SendFormInput, SendFormOutput } from '../chain/send-form';
import { unitsText } from '@suite/shared/decimal-text';
import { NATIVE_TOKEN_KEY, type WalletTokenBalance } from '../chain/token-list';
import type { SendTransfer } from '../chain/use-send-transfer';
import type { WalletLook } from '../theme/wallet-look';
import { OtherChainNotice, UnlistedTokenNotice } from './send-notices';
import { SendForm } from './send-form';
import { WalletButton, WalletModal } from './themed';
import { TransferProgress } from './transfer-progress';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface SendDialogProps {
  look: WalletLook;
  open: boolean;
  onClose: () => void;
  chainId: number;
  rows: readonly WalletTokenBalance[];
  /** The connected wallet's address, which sends. */
  sender?: `0x${string}`;
  /** The token lists (the site's, the saved imports) are still read: a scanned token may be among them. */
  listsLoading?: boolean;
  /** The token to start with (a row's Send), the native currency otherwise. */
  initialTokenKey?: string;
  /** A scanned address or payment link: its recipient, and the chain, token and amount it asks for. */
  scanned?: ScannedAddress;
  /** Switches to the chain a scanned link asks for, when the site offers it. */
  onSwitchChain?: (chainId: number) => void;
  /** Import token for a scanned link's token the wallet does not list, when the wallet offers it. */
  onImportToken?: (contract: `0x${string}`) => void;
  /**
   * The wallet's transfer: the one sent from here, still followed once the dialog is closed, whose
   * progress the dialog shows again when it opens before the transfer settled.
   */
  transfer: SendTransfer;
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
  sender,
  listsLoading = false,
  initialTokenKey,
  scanned,
  onSwitchChain,
  onImportToken,
  transfer,
}: SendDialogProps) {
  const { t } = useSectionEditorsCatalog();
  const linkToken = scanned?.token;
  const [tokenKey, setTokenKey] = useState(initialTokenKey ?? linkToken?.toLowerCase() ?? NATIVE_TOKEN_KEY);
  const [draft, setDraft] = useState<SendFormInput | null>(null);
  const [review, setReview] = useState<SendFormOutput | null>(null);
  const chainName = useChainName();
  const { locale } = useFormat();
  // Looked up in the rows of the chain shown now: a link's token once the wallet is on the link's chain.
  const token =
    rows.find((row) => row.key === tokenKey) ?? (tokenKey === linkToken?.toLowerCase() ? undefined : rows[0]);

  const askedChainId = scanned?.chainId;
  if (askedChainId !== undefined && askedChainId !== chainId && transfer.state.step === 'idle') {
    return (
      <OtherChainNotice
        look={look}
        chainId={chainId}
        askedChainId={askedChainId}
        onSwitchChain={onSwitchChain}
      />
    );
  }

  if (transfer.state.step !== 'idle') {
    return (
      <TransferProgress
        look={look}
        chainId={transfer.chainId ?? chainId}
        state={transfer.state}
        onRetry={transfer.reset}
        onClose={onClose}
      />
    );
  }

  if (!token) {
    if (!linkToken) return null;
    return listsLoading ? (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    ) : (
      <UnlistedTokenNotice look={look} contract={linkToken} onImportToken={onImportToken} />
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
              void transfer.send({
                chainId,
                token: token.address,
                to: review.recipient,
                amount: review.amount,
              });
            }}
          >
            {t('wallet.send.confirm')}
          </WalletButton>
        </Flex>
      </Flex>
    );
  }

  // The link's amount is in base units of what it pays in: of this token only.
  const linkPaysIn = linkToken?.toLowerCase() ?? NATIVE_TOKEN_KEY;
  const linkAmount =
    scanned?.amount !== undefined && token.key === linkPaysIn
      ? unitsText(scanned.amount, token.decimals, locale)
      : '';
  return (
    <SendForm
      key={token.key}
      chainId={chainId}
      rows={rows}
      token={token}
      sender={sender}
      onTokenChange={setTokenKey}
      defaultValues={draft ?? { recipient: scanned?.address ?? '', amount: linkAmount }}
      onReview={(input, output) => {
        setDraft(input);
        setReview(output);
      }}
    />
  );
}
