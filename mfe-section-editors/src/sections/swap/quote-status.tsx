import { Alert, Flex, Spin, Typography } from 'antd';
import { SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared';
import type { TradePrice } from './use-trade-price';

export const NO_LIQUIDITY_MESSAGE = 'No liquidity for this trade right now. Try another amount or token.';

/** Said instead of a trading box when the server has no quote service. */
export function SwapsUnavailable() {
  return <Alert type="warning" showIcon title={SWAP_NOT_CONFIGURED_MESSAGE} />;
}

/** What stands instead of the quote while there is none: loading, no liquidity, a failure. */
export function PriceStatus({ price }: { price: TradePrice }) {
  switch (price.state) {
    case 'loading':
      return (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">Getting the best price…</Typography.Text>
        </Flex>
      );
    case 'no-liquidity':
      return <Alert type="warning" showIcon title={NO_LIQUIDITY_MESSAGE} />;
    case 'not-configured':
      return <SwapsUnavailable />;
    case 'error':
      return <Alert type="error" showIcon title={price.message} />;
    default:
      return null;
  }
}
