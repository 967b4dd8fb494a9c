import { Alert, Flex, Spin, Typography } from 'antd';
import type { TradePrice } from './trade-price';
import { useSectionEditorsCatalog } from '../../i18n';

/** Said instead of a trading box when the server has no quote service. */
export function SwapsUnavailable() {
  const { t } = useSectionEditorsCatalog();
  return <Alert type="warning" showIcon title={t('swap.notConfigured')} />;
}

/** What stands instead of the quote while there is none: loading, no liquidity, a failure. */
export function PriceStatus({ price }: { price: TradePrice }) {
  const { t } = useSectionEditorsCatalog();
  switch (price.state) {
    case 'loading':
      return (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('swap.gettingPrice')}</Typography.Text>
        </Flex>
      );
    case 'no-liquidity':
      return <Alert type="warning" showIcon title={t('swap.noLiquidity')} />;
    case 'not-configured':
      return <SwapsUnavailable />;
    case 'error':
      return <Alert type="error" showIcon title={price.message} />;
    default:
      return null;
  }
}
