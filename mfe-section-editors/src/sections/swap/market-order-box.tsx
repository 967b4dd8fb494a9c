import { useId, useState } from 'react';
import { Flex, Typography } from 'antd';
import Segmented from 'antd/es/segmented';
import { useConnection } from 'wagmi';
import { slippageBps, type SwapToken, type TokenTradeSide } from '@suite/shared';
import { formatTokenAmount } from './amounts';
import { QuoteDetails } from './quote-details';
import { PriceStatus } from './quote-status';
import { SlippageInput } from './slippage-input';
import { TokenAmountInput } from './token-amount-input';
import { TradeAction } from './trade-action';
import { useTradePrice } from './use-trade-price';

export interface MarketOrderBoxProps {
  chainId: number;
  /** What is bought and sold. */
  token: SwapToken;
  /** What it is paid with, and paid out in. */
  baseToken: SwapToken;
  defaultSide: TokenTradeSide;
  defaultSlippagePercent: number;
  allowSlippageChange: boolean;
  showFees: boolean;
  /** Shares of the balance the amount box offers (the exchange's 25 %, 50 %, 75 %, 100 %). */
  fillPercents?: readonly number[];
}

/**
 * A market order on one token: Buy spends the base token, Sell spends the token; the amount is in
 * what is spent, and the quote says what comes back.
 */
export function MarketOrderBox({
  chainId,
  token,
  baseToken,
  defaultSide,
  defaultSlippagePercent,
  allowSlippageChange,
  showFees,
  fillPercents,
}: MarketOrderBoxProps) {
  const slippageId = useId();
  const { address } = useConnection();
  const [side, setSide] = useState<TokenTradeSide>(defaultSide);
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number | null>(defaultSlippagePercent);
  const sellToken = side === 'buy' ? baseToken : token;
  const buyToken = side === 'buy' ? token : baseToken;
  const bps = slippageBps(slippage ?? defaultSlippagePercent);
  const price = useTradePrice({ chainId, sellToken, buyToken, amount, slippageBps: bps, taker: address });
  const priced = price.state === 'priced' ? price : null;
  const action = `${side === 'buy' ? 'Buy' : 'Sell'} ${token.symbol}`;

  return (
    <Flex vertical gap={12}>
      <Segmented<TokenTradeSide>
        block
        aria-label="Order side"
        value={side}
        onChange={(next) => {
          setSide(next);
          setAmount('');
        }}
        options={[
          { value: 'buy', label: `Buy ${token.symbol}` },
          { value: 'sell', label: `Sell ${token.symbol}` },
        ]}
      />
      <TokenAmountInput
        label="You pay"
        chainId={chainId}
        token={sellToken}
        amount={amount}
        onAmountChange={setAmount}
        error={price.state === 'invalid' ? price.message : undefined}
        fillPercents={fillPercents}
      />
      <TokenAmountInput
        label="You receive"
        chainId={chainId}
        token={buyToken}
        amount={priced ? formatTokenAmount(priced.price.buyAmount, buyToken.decimals) : ''}
      />
      {allowSlippageChange ? (
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">
            <label htmlFor={slippageId}>Max. slippage</label>
          </Typography.Text>
          <SlippageInput id={slippageId} value={slippage} onChange={setSlippage} size="small" />
        </Flex>
      ) : null}
      {priced ? (
        <QuoteDetails
          price={priced.price}
          chainId={chainId}
          sellToken={sellToken}
          buyToken={buyToken}
          showFees={showFees}
          detail="summary"
        />
      ) : (
        <PriceStatus price={price} />
      )}
      <TradeAction
        chainId={chainId}
        sellToken={sellToken}
        buyToken={buyToken}
        sellAmount={priced ? priced.sellAmount : null}
        slippageBps={bps}
        label={action}
        disabled={!priced || slippage === null}
        onTraded={() => setAmount('')}
      />
    </Flex>
  );
}
