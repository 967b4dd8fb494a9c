import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { useConnection } from 'wagmi';
import { sameAddress, slippageBps, type SwapConfig, type SwapToken } from '@suite/shared/sections';
import { useFormat } from '@suite/shared/react';
import { formatTokenAmount } from './amounts';
import { QuoteDetails } from './quote-details';
import { PriceStatus } from './quote-status';
import { SlippageRow } from './slippage-input';
import { SWAP_LAYOUTS } from './swap-layouts';
import { TokenAmountInput } from './token-amount-input';
import { TradeAction } from './trade-action';
import { usePayAmountNotes } from './pay-amount';
import { useTradePrice } from './use-trade-price';
import { useSectionEditorsCatalog } from '../../i18n';

function tokenAt(tokens: readonly SwapToken[], address: string): SwapToken | undefined {
  return tokens.find((token) => sameAddress(token.address, address));
}

/** The swap box a visitor uses: pay, receive, the live quote, slippage, and the Swap button. */
export function SwapBox({ config }: { config: SwapConfig }) {
  const [sellAddress, setSellAddress] = useState(config.defaultSellToken);
  const [buyAddress, setBuyAddress] = useState(config.defaultBuyToken);
  const sellToken = tokenAt(config.tokens, sellAddress);
  const buyToken = tokenAt(config.tokens, buyAddress);
  if (!sellToken || !buyToken) return null;

  // Picking on one side the token of the other side swaps the two, as swap boxes do.
  function pickSell(next: string) {
    if (sameAddress(next, buyAddress)) setBuyAddress(sellAddress);
    setSellAddress(next);
  }
  function pickBuy(next: string) {
    if (sameAddress(next, sellAddress)) setSellAddress(buyAddress);
    setBuyAddress(next);
  }
  function flip() {
    setSellAddress(buyAddress);
    setBuyAddress(sellAddress);
  }

  return (
    <SwapBoxBody
      config={config}
      sellToken={sellToken}
      buyToken={buyToken}
      onPickSell={pickSell}
      onPickBuy={pickBuy}
      onFlip={flip}
    />
  );
}

interface SwapBoxBodyProps {
  config: SwapConfig;
  sellToken: SwapToken;
  buyToken: SwapToken;
  onPickSell: (address: string) => void;
  onPickBuy: (address: string) => void;
  onFlip: () => void;
}

function SwapBoxBody({ config, sellToken, buyToken, onPickSell, onPickBuy, onFlip }: SwapBoxBodyProps) {
  const { tokens, chainId } = config;
  const layout = SWAP_LAYOUTS[config.variant];
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const { address } = useConnection();
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number | null>(config.defaultSlippagePercent);
  const bps = slippageBps(slippage ?? config.defaultSlippagePercent);
  const price = useTradePrice({ chainId, sellToken, buyToken, amount, slippageBps: bps, taker: address });

  const priced = price.state === 'priced' ? price : null;
  const payNotes = usePayAmountNotes(chainId, sellToken, price);
  const details = priced ? (
    <QuoteDetails
      price={priced.price}
      chainId={chainId}
      sellToken={sellToken}
      buyToken={buyToken}
      showFees={config.showFees}
      detail={layout.detail}
    />
  ) : (
    <PriceStatus price={price} />
  );

  const box = (
    <Flex vertical gap={12} style={{ flex: '1 1 320px', minWidth: 0 }}>
      <TokenAmountInput
        label={t('swap.youPay')}
        chainId={chainId}
        token={sellToken}
        tokens={tokens}
        onTokenChange={onPickSell}
        amount={amount}
        onAmountChange={setAmount}
        {...payNotes.box}
        size={layout.size}
      />
      <Button
        shape="circle"
        icon={<SwapOutlined rotate={90} aria-hidden />}
        aria-label={t('swap.switchTokens')}
        onClick={() => {
          onFlip();
          setAmount('');
        }}
        style={{ alignSelf: 'center' }}
      />
      <TokenAmountInput
        label={t('swap.youReceive')}
        chainId={chainId}
        token={buyToken}
        tokens={tokens}
        onTokenChange={onPickBuy}
        amount={priced ? formatTokenAmount(priced.price.buyAmount, buyToken.decimals, locale) : ''}
        size={layout.size}
      />
      {config.allowSlippageChange ? <SlippageRow value={slippage} onChange={setSlippage} /> : null}
      {layout.sideBySide ? <PriceStatus price={price} /> : details}
      <TradeAction
        chainId={chainId}
        sellToken={sellToken}
        buyToken={buyToken}
        sellAmount={priced ? priced.sellAmount : null}
        slippageBps={bps}
        label={t('swap.swap')}
        // The quote says the balance is too low (its warning shows why), or the amount leaves no fee.
        disabled={
          !priced || slippage === null || Boolean(priced.price.issues?.balance) || payNotes.leavesNoFee
        }
        size={layout.size}
        onTraded={() => setAmount('')}
      />
    </Flex>
  );

  return (
    <Card
      variant={layout.bordered ? 'outlined' : 'borderless'}
      size={layout.size === 'small' ? 'small' : 'medium'}
      style={{ borderRadius: layout.radius, maxWidth: layout.maxWidth, margin: '0 auto' }}
    >
      {layout.sideBySide ? (
        <Flex gap={24} wrap>
          {box}
          <Card size="small" title={t('swap.tradeDetails')} style={{ flex: '1 1 280px', minWidth: 0 }}>
            {priced ? details : <Typography.Text type="secondary">{t('swap.enterAmount')}</Typography.Text>}
          </Card>
        </Flex>
      ) : (
        box
      )}
    </Card>
  );
}
