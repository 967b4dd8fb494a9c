import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { useConfig, useConnection } from 'wagmi';
import { chainById } from '@suite/shared';
import type { SwapToken } from '@suite/shared/sections';
import { copyableText, useApiClient, useChainName, useFormat } from '@suite/shared/react';
import { formatTokenAmount } from './amounts';
import type { FirmQuote, TradeStep } from './execute-trade';
import { useSiteFeeLine } from './quote-details';
import { useTradeSiteId } from './site-trade';
import { TradeCancelled, TradeError } from './trade-errors';
import { ConnectWalletButton } from '../wallet/connect-wallet';
import { useWalletErrorText } from '../wallet/wallet-error-text';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';

export interface TradeActionProps {
  chainId: number;
  sellToken: SwapToken;
  buyToken: SwapToken;
  /** Base units to sell; null while the amount is not a valid one. */
  sellAmount: bigint | null;
  slippageBps: number;
  /** The button's text: "Swap", "Buy ETH". */
  label: string;
  /** The trade cannot go ahead yet (no price, no liquidity…). */
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** After the trade is mined: the box clears its amount. */
  onTraded?: () => void;
}

function isAddress(value: string): value is Address {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

function stepText(
  step: TradeStep,
  chainName: string,
  sellSymbol: string,
  t: SectionEditorsTranslate,
): string {
  switch (step) {
    case 'network':
      return t('swap.steps.network', { chain: chainName });
    case 'quote':
      return t('swap.steps.quote');
    case 'approve':
      return t('swap.steps.approve', { symbol: sellSymbol });
    case 'approval':
      return t('swap.steps.approval');
    case 'review':
      return t('swap.steps.review');
    case 'sign':
      return t('swap.steps.sign');
    case 'confirm':
      return t('swap.steps.confirm');
  }
}

/**
 * The firm quote the visitor confirms before their wallet signs: what they pay, what they receive (and
 * at least), and the site's fee, which is taken from them.
 */
function TradeReview({
  quote,
  sellToken,
  buyToken,
  onAnswer,
}: {
  quote: FirmQuote;
  sellToken: SwapToken;
  buyToken: SwapToken;
  onAnswer: (confirmed: boolean) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const siteFee = useSiteFeeLine(quote, sellToken, buyToken);
  const items = [
    {
      key: 'pay',
      label: t('swap.youPay'),
      children: `${formatTokenAmount(quote.sellAmount, sellToken.decimals, locale)} ${sellToken.symbol}`,
    },
    {
      key: 'receive',
      label: t('swap.youReceive'),
      children: `${formatTokenAmount(quote.buyAmount, buyToken.decimals, locale)} ${buyToken.symbol}`,
    },
    {
      key: 'minimum',
      label: t('swap.quote.minimum'),
      children: `${formatTokenAmount(quote.minBuyAmount, buyToken.decimals, locale)} ${buyToken.symbol}`,
    },
  ];
  if (siteFee) items.push({ key: 'site-fee', label: siteFee.label, children: siteFee.text });
  return (
    <Card size="small" role="region" aria-label={t('swap.review.title')} title={t('swap.review.title')}>
      <Flex vertical gap={12}>
        <Descriptions size="small" column={1} items={items} />
        <Flex gap={8} justify="end" wrap>
          <Button onClick={() => onAnswer(false)}>{t('common.cancel')}</Button>
          <Button type="primary" autoFocus onClick={() => onAnswer(true)}>
            {t('swap.review.confirm')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The button that trades: Connect wallet first, then the trade itself, which loads the wallet steps
 * (network, approval, review, transaction) on first use and shows each step as it runs.
 */
export function TradeAction({
  chainId,
  sellToken,
  buyToken,
  sellAmount,
  slippageBps,
  label,
  disabled,
  size = 'large',
  onTraded,
}: TradeActionProps) {
  const { t } = useSectionEditorsCatalog();
  const walletErrorText = useWalletErrorText();
  const config = useConfig();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { address } = useConnection();
  const [step, setStep] = useState<TradeStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [traded, setTraded] = useState<Hash | null>(null);
  // What the last outcome is about: the pair and the amount it was traded with. Another amount or
  // pair is another trade, so the last one's error or confirmation goes (the confirmation stays while
  // the box is emptied, as it is once traded).
  const inputs = [chainId, sellToken.address, buyToken.address, sellAmount?.toString() ?? ''].join(':');
  const [outcomeFor, setOutcomeFor] = useState<string | null>(null);
  const outcomeCurrent = outcomeFor === inputs;
  const [reviewing, setReviewing] = useState<FirmQuote | null>(null);
  const answerReview = useRef<((confirmed: boolean) => void) | null>(null);
  const siteId = useTradeSiteId();
  const chain = chainById(chainId);
  const nameOfChain = useChainName();
  const chainName = nameOfChain(chainId);

  async function trade() {
    if (!address || sellAmount === null || !isAddress(sellToken.address) || !isAddress(buyToken.address))
      return;
    setError(null);
    setTraded(null);
    setOutcomeFor(inputs);
    setStep('quote');
    const review = (quote: FirmQuote) =>
      new Promise<boolean>((resolve) => {
        answerReview.current = resolve;
        setReviewing(quote);
      });
    try {
      const { executeTrade, wagmiTradeWallet } = await import('./execute-trade');
      const hash = await executeTrade(
        wagmiTradeWallet(config, (input) => client.swap.quote(input)),
        {
          chainId,
          sellToken: sellToken.address,
          buyToken: buyToken.address,
          sellAmount,
          slippageBps,
          taker: address,
          siteId,
        },
        setStep,
        review,
      ).catch((caught: unknown) => {
        // Declined at the review: nothing was sent and there is nothing to report.
        if (caught instanceof TradeCancelled) return null;
        throw caught;
      });
      if (hash === null) return;
      setTraded(hash);
      onTraded?.();
      // Balances and allowances changed: every wallet read on the page is stale.
      await queryClient.invalidateQueries();
    } catch (caught) {
      setError(caught instanceof TradeError ? t(`swap.trade.${caught.reason}`) : walletErrorText(caught));
    } finally {
      setStep(null);
      setReviewing(null);
      answerReview.current = null;
    }
  }

  function answer(confirmed: boolean) {
    setReviewing(null);
    answerReview.current?.(confirmed);
    answerReview.current = null;
  }

  return (
    <Flex vertical gap={8}>
      {address ? (
        <Button
          type="primary"
          size={size}
          block
          disabled={disabled === true || sellAmount === null || step !== null}
          loading={step !== null}
          onClick={trade}
        >
          {label}
        </Button>
      ) : (
        // The page's wallets to choose from (the browser's, WalletConnect, Coinbase where configured),
        // or why none can connect here.
        <ConnectWalletButton size={size} block />
      )}
      {reviewing ? (
        <TradeReview quote={reviewing} sellToken={sellToken} buyToken={buyToken} onAnswer={answer} />
      ) : null}
      {step && step !== 'review' ? (
        <Alert
          type="info"
          icon={<LoadingOutlined aria-hidden />}
          showIcon
          role="status"
          title={stepText(step, chainName, sellToken.symbol, t)}
        />
      ) : null}
      {error && outcomeCurrent ? <Alert type="error" showIcon title={error} /> : null}
      {traded && (outcomeCurrent || sellAmount === null) ? (
        <Alert
          type="success"
          showIcon
          title={t('swap.traded')}
          description={
            chain?.explorerUrl ? (
              <Typography.Link
                href={`${chain.explorerUrl}/tx/${traded}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('swap.viewTransaction')}
              </Typography.Link>
            ) : (
              <Typography.Text copyable={copyableText()}>{traded}</Typography.Text>
            )
          }
        />
      ) : null}
    </Flex>
  );
}
