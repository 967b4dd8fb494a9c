import type { ReactNode } from 'react';
import { Alert, Button, Flex, Skeleton, Spin, Typography } from 'antd';
import { SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useSwapStatus } from '../../api/swap';
import type { TradePrice } from './use-trade-price';

export const NO_LIQUIDITY_MESSAGE = 'No liquidity for this trade right now. Try another amount or token.';

/** Said instead of a trading box when the server has no quote service. */
export function SwapsUnavailable() {
  return <Alert type="warning" showIcon title={SWAP_NOT_CONFIGURED_MESSAGE} />;
}

/** Shows the trading box only where this server can quote swaps; otherwise says so plainly. */
export function QuoteServiceGate({ children }: { children: ReactNode }) {
  const { data, error, isLoading, mutate } = useSwapStatus();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Swaps could not be loaded"
        description={apiErrorMessage(error)}
        action={<Button onClick={() => void mutate()}>Retry</Button>}
      />
    );
  }
  if (!data?.configured) return <SwapsUnavailable />;
  return <>{children}</>;
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
