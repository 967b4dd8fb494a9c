import { Button, Flex, Skeleton, Typography } from 'antd';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { publicCheckoutPath } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { usePublicCheckout } from '../../api/site-content';
import { formatUsd } from '../commerce/format';
import { useSectionScope } from '../section-scope';

/**
 * The price of a listed NFT (its checkout's total, read publicly) and Buy, which opens the
 * checkout's payment page (`/c/{id}?site={siteId}`) in a new tab, naming the site that sells it so
 * the server adds that site's marketplace fees; why it cannot be bought when the checkout says so.
 */
export function ListingPrice({ checkoutId, nftName }: { checkoutId: string; nftName: string }) {
  const { siteId } = useSectionScope();
  const { data, error, isLoading } = usePublicCheckout(checkoutId, siteId);
  if (isLoading) {
    return (
      <span role="status" aria-label={`Loading the price of ${nftName}`}>
        <Skeleton.Button active size="small" block />
      </span>
    );
  }
  if (error || !data) {
    return (
      <Typography.Text type="danger">
        The price could not be read{error ? `: ${apiErrorMessage(error)}` : ''}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong aria-label={`Price of ${nftName}`}>
          {formatUsd(data.total)}
        </Typography.Text>
        <Button
          type="primary"
          size="small"
          icon={<ShoppingCartOutlined aria-hidden />}
          href={data.unavailableReason ? undefined : publicCheckoutPath(checkoutId, siteId)}
          target="_blank"
          rel="noopener noreferrer"
          disabled={Boolean(data.unavailableReason)}
          aria-label={`Buy ${nftName}`}
        >
          Buy
        </Button>
      </Flex>
      {data.marketplaceFees.length > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`+ ${data.marketplaceFees.map((fee) => `${fee.percentage}%`).join(' + ')} marketplace fee${data.marketplaceFees.length > 1 ? 's' : ''}`}
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
