import { Button, Flex, Skeleton, Typography } from 'antd';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { useApiErrorMessage } from '@suite/shared/react';
import { usePublicCheckout } from '../../api/site-content';
import { useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';
import { useSitePrice } from '../../section-kit/prices/site-price';

/**
 * The price of a listed NFT (its checkout's total, read publicly) and Buy, which opens the
 * checkout's payment page (`/c/{id}?site={siteId}`) in a new tab, naming the site that sells it so
 * the server adds that site's marketplace fees; why it cannot be bought when the checkout says so.
 */
export function ListingPrice({ checkoutId, nftName }: { checkoutId: string; nftName: string }) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const { price } = useSitePrice();
  const { siteId } = useSectionScope();
  const { data, error, isLoading } = usePublicCheckout(checkoutId, siteId);
  if (isLoading) {
    return (
      <span role="status" aria-label={t('assetStore.loadingPrice', { name: nftName })}>
        <Skeleton.Button active size="small" block />
      </span>
    );
  }
  if (error || !data) {
    return (
      <Typography.Text type="danger">
        {error
          ? t('assetStore.priceFailedBecause', { reason: errorMessage(error) })
          : t('assetStore.priceFailed')}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong aria-label={t('assetStore.priceOf', { name: nftName })}>
          {price(data.total)}
        </Typography.Text>
        <Button
          type="primary"
          size="small"
          icon={<ShoppingCartOutlined aria-hidden />}
          href={data.unavailableReason ? undefined : data.payUrl}
          target="_blank"
          rel="noopener noreferrer"
          disabled={Boolean(data.unavailableReason)}
          aria-label={t('assetStore.buyNamed', { name: nftName })}
        >
          {t('assetStore.buy')}
        </Button>
      </Flex>
      {data.marketplaceFees.length > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('assetStore.marketplaceFees', {
            count: data.marketplaceFees.length,
            fees: data.marketplaceFees.map((fee) => `${fee.percentage}%`).join(' + '),
          })}
        </Typography.Text>
      ) : null}
      {data.unavailableReason ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {data.unavailableReason}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
