import { useEffect, useState } from 'react';
import { Card, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import Pagination from 'antd/es/pagination';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { SiteProductPage, SiteProductSummary } from '@suite/shared/sections';
import { useSectionEditorsCatalog } from '../../i18n';
import { useSitePrice } from '../../section-kit/prices/site-price';
import { BuyButton, StoreUnavailable } from './buy-button';
import { usePageLinks } from '@suite/shared/react';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
  gap: 16,
} as const;

/** A product's picture, square; a neutral placeholder when it has none or it fails to load. */
export function ProductPicture({ src, alt }: { src: string | null; alt: string }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const frame = {
    width: '100%',
    aspectRatio: '1 / 1',
    display: 'block',
    borderRadius: token.borderRadius,
  } as const;
  if (!src || failed) {
    return (
      <Flex
        align="center"
        justify="center"
        role="img"
        aria-label={alt}
        style={{
          ...frame,
          background: token.colorFillTertiary,
          color: token.colorTextQuaternary,
          fontSize: 32,
        }}
      >
        <PictureOutlined aria-hidden />
      </Flex>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{ ...frame, objectFit: 'cover' }}
    />
  );
}

function ProductCard({ siteId, product }: { siteId: string; product: SiteProductSummary }) {
  const { t } = useSectionEditorsCatalog();
  const { price } = useSitePrice();
  return (
    <Card
      size="small"
      role="article"
      aria-label={product.name}
      cover={<ProductPicture src={product.imageUrl} alt={product.name} />}
    >
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        {product.name}
      </Typography.Text>
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{price(product.price)}</Typography.Text>
        {product.digital ? <Tag>{t('commerce.digital')}</Tag> : null}
      </Flex>
      {product.description ? (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2 }}
          style={{ marginBottom: 0, marginTop: 4 }}
        >
          {product.description}
        </Typography.Paragraph>
      ) : null}
      <div style={{ marginTop: 12 }}>
        <BuyButton siteId={siteId} product={product} block />
      </div>
    </Card>
  );
}

/** The site's products as cards on a responsive grid, each with the way to buy it, paged below (pages are 0-based, as the API's). */
export function ProductGrid({
  siteId,
  page,
  isLoading,
  empty,
  onPageChange,
}: {
  siteId: string;
  page: SiteProductPage | undefined;
  isLoading: boolean;
  empty: string;
  onPageChange: (page: number) => void;
}) {
  const pageLinks = usePageLinks();
  const { t } = useSectionEditorsCatalog();
  if (isLoading || !page) {
    return (
      <div style={GRID} role="status" aria-label={t('commerce.loadingProducts')} aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton.Node key={index} active style={{ width: '100%', height: 220 }} />
        ))}
      </div>
    );
  }
  if (page.items.length === 0) return <Empty description={empty} />;
  return (
    <Flex vertical gap={16}>
      <StoreUnavailable siteId={siteId} />
      <div style={GRID}>
        {page.items.map((product) => (
          <ProductCard key={product.id} siteId={siteId} product={product} />
        ))}
      </div>
      {page.totalItems > page.pageSize ? (
        <Pagination
          itemRender={pageLinks.itemRender}
          align="center"
          current={page.currentPage + 1}
          pageSize={page.pageSize}
          total={page.totalItems}
          showSizeChanger={false}
          onChange={(next) => onPageChange(next - 1)}
        />
      ) : null}
    </Flex>
  );
}
