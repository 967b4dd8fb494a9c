import { Button, Flex, Skeleton, Tag, Typography } from 'antd';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import type { ListedNft } from '@suite/shared';
import { isSameNft, listingPayUrl } from '@suite/shared/schemas';
import { useApiErrorMessage, useUnavailableReasonText } from '@suite/shared/react';
import { usePublicCheckout } from '../../api/site-content';
import { useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';
import { useSitePrice } from '../../section-kit/prices/site-price';

/**
 * The price of a listed NFT (its checkout's total, read publicly, once for all the NFTs listed at it)
 * and Buy, which opens the checkout's payment page (`/c/{id}?site={siteId}&token={tokenId}`) in a new
 * tab, naming the site that sells it (the server adds its marketplace fees) and the NFT (the order
 * names it); Sold once a paid order names it; why it cannot be bought when the checkout says so.
 */
export function ListingPrice({
  checkoutId,
  nft,
  nftName,
}: {
  checkoutId: string;
  nft: ListedNft;
  nftName: string;
}) {
  const errorMessage = useApiErrorMessage();
  const unavailableText = useUnavailableReasonText();
  const { t } = useSectionEditorsCatalog();
  const { price } = useSitePrice();
  const { siteId } = useSectionScope();
  const { data, error, isLoading, mutate } = usePublicCheckout(checkoutId, siteId);
  if (isLoading) {
    return (
      <span role="status" aria-label={t('assetStore.loadingPrice', { name: nftName })}>
        <Skeleton.Button active size="small" block />
      </span>
    );
  }
  if (error || !data) {
    return (
      <Flex vertical gap={4} align="flex-start">
        <Typography.Text type="danger">
          {error
            ? t('assetStore.priceFailedBecause', { reason: errorMessage(error) })
            : t('assetStore.priceFailed')}
        </Typography.Text>
        <Button size="small" onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  }
  if (data.sold.some((other) => isSameNft(other, nft))) {
    return (
      <Tag color="default" style={{ marginInlineEnd: 0 }}>
        {t('assetStore.sold')}
      </Tag>
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
          href={
            data.unavailableReason
              ? undefined
              : siteId
                ? listingPayUrl(data.payUrl, nft.tokenId)
                : data.payUrl
          }
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
          {unavailableText(data.unavailableReason)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
