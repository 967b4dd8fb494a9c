import { Spin, Typography } from 'antd';
import type { SwapToken } from '@suite/shared/sections';
import { useFormat } from '@suite/shared/react';
import { formatRate } from './amounts';
import { useTradePrice } from './use-trade-price';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * The market price of one token in another: what selling exactly one of it fetches now ("1 ETH =
 * 3,120.5 USDC"), refreshed while shown; a dash when there is no price.
 */
export function UnitPrice({
  chainId,
  token,
  quoteToken,
}: {
  chainId: number;
  token: SwapToken;
  quoteToken: SwapToken;
}) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const price = useTradePrice({
    chainId,
    sellToken: token,
    buyToken: quoteToken,
    amount: '1',
    slippageBps: 100,
  });
  if (price.state === 'loading') return <Spin size="small" aria-label={t('swap.loadingPrice')} />;
  if (price.state !== 'priced') return <Typography.Text type="secondary">—</Typography.Text>;
  const rate = formatRate(
    price.price.sellAmount,
    token.decimals,
    price.price.buyAmount,
    quoteToken.decimals,
    locale,
  );
  return (
    <Typography.Text strong>
      1 {token.symbol} = {rate} {quoteToken.symbol}
    </Typography.Text>
  );
}
