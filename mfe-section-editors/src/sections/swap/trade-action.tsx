import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { useConfig, useConnect, useConnection, useConnectors } from 'wagmi';
import { chainById, type SwapToken } from '@suite/shared';
import { NO_WALLET_MESSAGE, useApiClient, walletErrorMessage } from '@suite/shared/react';
import { formatTokenAmount } from './amounts';
import type { FirmQuote, TradeStep } from './execute-trade';
import { useSiteFeeLine } from './quote-details';
import { useTradeSiteId } from './site-trade';

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

function stepText(step: TradeStep, chainName: string, sellSymbol: string): string {
  switch (step) {
    case 'network':
      return `Switch your wallet to ${chainName}…`;
    case 'quote':
      return 'Getting a firm quote…';
    case 'approve':
      return `Approve ${sellSymbol} in your wallet…`;
    case 'approval':
      return 'Waiting for the approval to confirm…';
    case 'review':
      return 'Check the trade, then confirm it';
    case 'sign':
      return 'Confirm the trade in your wallet…';
    case 'confirm':
      return 'Waiting for the trade to confirm…';
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
  const siteFee = useSiteFeeLine(quote, sellToken, buyToken);
  const items = [
    {
      key: 'pay',
      label: 'You pay',
      children: `${formatTokenAmount(quote.sellAmount, sellToken.decimals)} ${sellToken.symbol}`,
    },
    {
      key: 'receive',
      label: 'You receive',
      children: `${formatTokenAmount(quote.buyAmount, buyToken.decimals)} ${buyToken.symbol}`,
    },
    {
      key: 'minimum',
      label: 'Minimum received',
      children: `${formatTokenAmount(quote.minBuyAmount, buyToken.decimals)} ${buyToken.symbol}`,
    },
  ];
  if (siteFee) items.push({ key: 'site-fee', label: siteFee.label, children: siteFee.text });
  return (
    <Card size="small" role="region" aria-label="Confirm the trade" title="Confirm the trade">
      <Flex vertical gap={12}>
        <Descriptions size="small" column={1} items={items} />
        <Flex gap={8} justify="end" wrap>
          <Button onClick={() => onAnswer(false)}>Cancel</Button>
          <Button type="primary" autoFocus onClick={() => onAnswer(true)}>
            Confirm
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
  const config = useConfig();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { address } = useConnection();
  const connectors = useConnectors();
  const { mutateAsync: connect, isPending: connecting } = useConnect();
  const [step, setStep] = useState<TradeStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [traded, setTraded] = useState<Hash | null>(null);
  const [reviewing, setReviewing] = useState<FirmQuote | null>(null);
  const answerReview = useRef<((confirmed: boolean) => void) | null>(null);
  const siteId = useTradeSiteId();
  const chain = chainById(chainId);
  const chainName = chain?.name ?? `chain ${chainId}`;

  async function connectWallet() {
    setError(null);
    const [injected] = connectors;
    try {
      if (!injected) throw new Error(NO_WALLET_MESSAGE);
      await connect({ connector: injected });
    } catch (caught) {
      setError(walletErrorMessage(caught));
    }
  }

  async function trade() {
    if (!address || sellAmount === null || !isAddress(sellToken.address) || !isAddress(buyToken.address))
      return;
    setError(null);
    setTraded(null);
    setStep('quote');
    const review = (quote: FirmQuote) =>
      new Promise<boolean>((resolve) => {
        answerReview.current = resolve;
        setReviewing(quote);
      });
    try {
      const { executeTrade, wagmiTradeWallet, TradeCancelled } = await import('./execute-trade');
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
      setError(walletErrorMessage(caught));
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
          disabled={disabled || sellAmount === null || step !== null}
          loading={step !== null}
          onClick={trade}
        >
          {label}
        </Button>
      ) : (
        <Button type="primary" size={size} block loading={connecting} onClick={connectWallet}>
          Connect wallet
        </Button>
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
          title={stepText(step, chainName, sellToken.symbol)}
        />
      ) : null}
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {traded ? (
        <Alert
          type="success"
          showIcon
          title="Trade confirmed"
          description={
            chain?.explorerUrl ? (
              <Typography.Link
                href={`${chain.explorerUrl}/tx/${traded}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                View the transaction
              </Typography.Link>
            ) : (
              <Typography.Text copyable>{traded}</Typography.Text>
            )
          }
        />
      ) : null}
    </Flex>
  );
}
