import { Alert, Flex, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { Fee as SiteFee, PricedSwap } from '@suite/shared';
import { nativeSwapToken, sameAddress, type SwapToken } from '@suite/shared/sections';
import { useFormat } from '@suite/shared/react';
import { formatRate, formatTokenAmount } from './amounts';
import { useSiteTrade } from './site-trade';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';

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

function feeText(fee: Fee, tokens: readonly SwapToken[], locale: string): string | undefined {
  if (!fee) return undefined;
  const token = tokens.find((candidate) => sameAddress(candidate.address, fee.token));
  return token ? `${formatTokenAmount(fee.amount, token.decimals, locale)} ${token.symbol}` : undefined;
}

/** Basis points in a percentage: 1 % is 100 bps (at most 2 decimals, as Fees → swap allows). */
function percentBps(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

export interface SiteFeeLine {
  /** "Site fee (1%)". */
  label: string;
  /** "10 tUSDC", or the estimate from the site's percentage when the answer names no fee. */
  text: string;
}

/**
 * The site's swap fee on this trade, shown whatever `showFees` says (it is taken from the visitor):
 * the amount the answer names in `fees.integratorFee` (the server takes it); when the answer names none
 * while the site has a fee, an estimate from the site's percentage of the sell amount, marked as one.
 * Null when the site takes no fee.
 */
function siteFeeLine(
  price: Pick<PricedSwap, 'fees' | 'sellAmount'>,
  swapFee: SiteFee | null | undefined,
  tokens: { sellToken: SwapToken; buyToken: SwapToken },
  t: SectionEditorsTranslate,
  locale: string,
): SiteFeeLine | null {
  const { sellToken, buyToken } = tokens;
  const label = swapFee
    ? t('swap.quote.siteFeeOf', { percent: new Intl.NumberFormat(locale).format(swapFee.amountPercentage) })
    : t('swap.quote.siteFee');
  const named = price.fees?.integratorFee;
  if (named && BigInt(named.amount) > 0n) {
    const text = feeText(named, [sellToken, buyToken], locale);
    if (text) return { label, text };
  }
  if (!swapFee) return null;
  const estimate = (BigInt(price.sellAmount) * percentBps(swapFee.amountPercentage)) / 10_000n;
  const amount = `${formatTokenAmount(estimate.toString(), sellToken.decimals, locale)} ${sellToken.symbol}`;
  return { label, text: t('swap.quote.estimatedFee', { amount }) };
}

/** The site fee line of a price, from the site the section trades on. */
export function useSiteFeeLine(
  price: Pick<PricedSwap, 'fees' | 'sellAmount'>,
  sellToken: SwapToken,
  buyToken: SwapToken,
): SiteFeeLine | null {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const { settings } = useSiteTrade();
  return siteFeeLine(price, settings?.swapFee, { sellToken, buyToken }, t, locale);
}

/** One line: what one sell token buys at this price. */
function rateText(price: PricedSwap, sellToken: SwapToken, buyToken: SwapToken, locale: string): string {
  const rate = formatRate(price.sellAmount, sellToken.decimals, price.buyAmount, buyToken.decimals, locale);
  return `1 ${sellToken.symbol} = ${rate} ${buyToken.symbol}`;
}

/**
 * What a price means for the visitor: the rate, the least they receive with their slippage, the site's
 * fee (always: it is taken from them), the other fees (when the owner shows them), the route, and what
 * stands in the way (balance, approval).
 */
export function QuoteDetails({ price, chainId, sellToken, buyToken, showFees, detail }: QuoteDetailsProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const tokens = [sellToken, buyToken];
  const native = nativeSwapToken(chainId);
  const siteFee = useSiteFeeLine(price, sellToken, buyToken);
  const items = [
    { key: 'rate', label: t('swap.quote.rate'), children: rateText(price, sellToken, buyToken, locale) },
  ];
  if (detail !== 'rate') {
    items.push({
      key: 'minimum',
      label: t('swap.quote.minimum'),
      children: `${formatTokenAmount(price.minBuyAmount, buyToken.decimals, locale)} ${buyToken.symbol}`,
    });
  }
  if (siteFee) items.push({ key: 'site-fee', label: siteFee.label, children: siteFee.text });
  if (showFees) {
    if (price.totalNetworkFee) {
      items.push({
        key: 'network-fee',
        label: t('swap.quote.networkFee'),
        children: `${formatTokenAmount(price.totalNetworkFee, native.decimals, locale)} ${native.symbol}`,
      });
    }
    const serviceFee = feeText(price.fees?.zeroExFee, tokens, locale);
    if (serviceFee)
      items.push({ key: 'service-fee', label: t('swap.quote.serviceFee'), children: serviceFee });
  }
  const fills = price.route?.fills ?? [];
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  if (detail === 'full' && fills.length > 0) {
    items.push({
      key: 'route',
      label: t('swap.quote.route'),
      children: fills
        .map(
          (fill) => `${fill.source.replace(/_/g, ' ')} ${share.format(Number(fill.proportionBps) / 10_000)}`,
        )
        .join(', '),
    });
  }
  const balance = price.issues?.balance;
  const allowance = price.issues?.allowance;
  return (
    <Flex vertical gap={8} role="region" aria-label={t('swap.quote.region')}>
      <Descriptions size="small" column={1} items={items} />
      {balance ? (
        <Alert type="warning" showIcon title={t('swap.quote.lowBalance', { symbol: sellToken.symbol })} />
      ) : null}
      {allowance ? (
        <Typography.Text type="secondary">
          {t('swap.quote.approvalFirst', { symbol: sellToken.symbol })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
