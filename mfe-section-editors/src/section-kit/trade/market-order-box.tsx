import { useState } from 'react';
import { Flex } from 'antd';
import Segmented from 'antd/es/segmented';
import { useConnection } from 'wagmi';
import { slippageBps, type SwapToken, type TokenTradeSide } from '@suite/shared/sections';
import { useFormat } from '@suite/shared/react';
import { formatTokenAmount } from './amounts';
import { QuoteDetails } from './quote-details';
import { PriceStatus } from './quote-status';
import { SlippageRow } from './slippage-input';
import { TokenAmountInput, type FillButtonColours } from './token-amount-input';
import { TradeAction } from './trade-action';
import { usePayAmountNotes } from './pay-amount';
import { useTradePrice } from './use-trade-price';
import { useSectionEditorsCatalog } from '../../i18n';

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
  fillColours?: FillButtonColours;
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
  fillColours,
}: MarketOrderBoxProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const { address } = useConnection();
  const [side, setSide] = useState<TokenTradeSide>(defaultSide);
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number | null>(defaultSlippagePercent);
  const sellToken = side === 'buy' ? baseToken : token;
  const buyToken = side === 'buy' ? token : baseToken;
  const bps = slippageBps(slippage ?? defaultSlippagePercent);
  const price = useTradePrice({ chainId, sellToken, buyToken, amount, slippageBps: bps, taker: address });
  const priced = price.state === 'priced' ? price : null;
  const payNotes = usePayAmountNotes(chainId, sellToken, price);
  const action =
    side === 'buy'
      ? t('swap.buyToken', { symbol: token.symbol })
      : t('swap.sellToken', { symbol: token.symbol });

  return (
    <Flex vertical gap={12}>
      <Segmented<TokenTradeSide>
        block
        aria-label={t('swap.orderSide')}
        value={side}
        onChange={(next) => {
          setSide(next);
          setAmount('');
        }}
        options={[
          { value: 'buy', label: t('swap.buyToken', { symbol: token.symbol }) },
          { value: 'sell', label: t('swap.sellToken', { symbol: token.symbol }) },
        ]}
      />
      <TokenAmountInput
        label={t('swap.youPay')}
        chainId={chainId}
        token={sellToken}
        amount={amount}
        onAmountChange={setAmount}
        {...payNotes.box}
        fillPercents={fillPercents}
        fillColours={fillColours}
      />
      <TokenAmountInput
        label={t('swap.youReceive')}
        chainId={chainId}
        token={buyToken}
        amount={priced ? formatTokenAmount(priced.price.buyAmount, buyToken.decimals, locale) : ''}
      />
      {allowSlippageChange ? <SlippageRow value={slippage} onChange={setSlippage} /> : null}
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
        // The quote says the balance is too low (its warning shows why), or the amount leaves no fee.
        disabled={
          !priced || slippage === null || Boolean(priced.price.issues?.balance) || payNotes.leavesNoFee
        }
        onTraded={() => setAmount('')}
      />
    </Flex>
  );
}
