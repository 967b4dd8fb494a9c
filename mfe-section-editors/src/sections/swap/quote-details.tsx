import { Alert, Descriptions, Flex, Typography } from 'antd';
import { nativeSwapToken, sameAddress, type PricedSwap, type SwapToken } from '@suite/shared';
import { formatRate, formatTokenAmount } from './amounts';

/** How much of a quote a layout shows: the rate only, the summary, or everything with the route. */
export type QuoteDetail = 'rate' | 'summary' | 'full';

export interface QuoteDetailsProps {
  price: PricedSwap;
  chainId: number;
  sellToken: SwapToken;
  buyToken: SwapToken;
  showFees: boolean;
  detail: QuoteDetail;
}

type Fee = { amount: string; token: string } | null | undefined;

function feeText(fee: Fee, tokens: readonly SwapToken[]): string | undefined {
  if (!fee) return undefined;
  const token = tokens.find((candidate) => sameAddress(candidate.address, fee.token));
  return token ? `${formatTokenAmount(fee.amount, token.decimals)} ${token.symbol}` : undefined;
}

/** One line: what one sell token buys at this price. */
export function rateText(price: PricedSwap, sellToken: SwapToken, buyToken: SwapToken): string {
  const rate = formatRate(price.sellAmount, sellToken.decimals, price.buyAmount, buyToken.decimals);
  return `1 ${sellToken.symbol} = ${rate} ${buyToken.symbol}`;
}

/**
 * What a price means for the visitor: the rate, the least they receive with their slippage, the
 * fees (when the owner shows them), the route, and what stands in the way (balance, approval).
 */
export function QuoteDetails({ price, chainId, sellToken, buyToken, showFees, detail }: QuoteDetailsProps) {
  const tokens = [sellToken, buyToken];
  const native = nativeSwapToken(chainId);
  const items = [{ key: 'rate', label: 'Rate', children: rateText(price, sellToken, buyToken) }];
  if (detail !== 'rate') {
    items.push({
      key: 'minimum',
      label: 'Minimum received',
      children: `${formatTokenAmount(price.minBuyAmount, buyToken.decimals)} ${buyToken.symbol}`,
    });
  }
  if (showFees) {
    if (price.totalNetworkFee) {
      items.push({
        key: 'network-fee',
        label: 'Network fee',
        children: `${formatTokenAmount(price.totalNetworkFee, native.decimals)} ${native.symbol}`,
      });
    }
    const serviceFee = feeText(price.fees?.zeroExFee, tokens);
    if (serviceFee) items.push({ key: 'service-fee', label: 'Service fee', children: serviceFee });
    const integratorFee = feeText(price.fees?.integratorFee, tokens);
    if (integratorFee) items.push({ key: 'site-fee', label: 'Site fee', children: integratorFee });
  }
  const fills = price.route?.fills ?? [];
  if (detail === 'full' && fills.length > 0) {
    items.push({
      key: 'route',
      label: 'Route',
      children: fills
        .map((fill) => `${fill.source.replace(/_/g, ' ')} ${Number(fill.proportionBps) / 100}%`)
        .join(', '),
    });
  }
  const balance = price.issues?.balance;
  const allowance = price.issues?.allowance;
  return (
    <Flex vertical gap={8} role="region" aria-label="Quote">
      <Descriptions size="small" column={1} items={items} />
      {balance ? (
        <Alert type="warning" showIcon title={`Your ${sellToken.symbol} balance is too low for this trade`} />
      ) : null}
      {allowance ? (
        <Typography.Text type="secondary">
          Your wallet will first ask you to approve {sellToken.symbol} for this trade.
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
