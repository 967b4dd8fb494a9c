import { useState } from 'react';
import { Alert, Button, Flex, Input, Skeleton, Tag, Typography } from 'antd';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import {
  usePublicCheckout,
  useSiteCollection,
  useSiteProduct,
  useStoreProducts,
} from '../../api/site-content';
import { BuyButton } from './buy-button';
import { ProductGrid, ProductPicture } from './product-grid';
import { RowList, useUnavailableReasonText, useClearable } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';
import { useSitePrice } from '../../section-kit/prices/site-price';
import { LoadError } from '../../section-kit/render/load-error';
import { usePagedSearch } from '../../section-kit/pickers/use-paged-search';

/** The store: the owner's products for sale, searched by name and paged. */
export function StoreView({ siteId }: { siteId: string }) {
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  const { search, setSearch, q, page, setPage } = usePagedSearch();
  const { data, error, isLoading, mutate } = useStoreProducts(siteId, page, q);
  return (
    <Flex vertical gap={16}>
      <Input.Search
        allowClear={clearable}
        aria-label={t('commerce.searchStore')}
        placeholder={t('commerce.searchStorePlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      {error ? (
        <LoadError title={t('commerce.storeFailed')} error={error} retry={mutate} />
      ) : (
        <ProductGrid
          siteId={siteId}
          page={data}
          isLoading={isLoading}
          empty={q ? t('commerce.noStoreMatch', { query: q }) : t('commerce.emptyStore')}
          onPageChange={setPage}
        />
      )}
    </Flex>
  );
}

/** One product: its pictures, name, price, category and description. */
export function ProductView({ siteId, id }: { siteId: string; id: string }) {
  const { t } = useSectionEditorsCatalog();
  const { price } = useSitePrice();
  const { data, error, isLoading, mutate } = useSiteProduct(siteId, id);
  const [shown, setShown] = useState<string | null>(null);
  if (error) {
    return (
      <LoadError
        title={t('commerce.productFailed')}
        gone={t('commerce.productGone')}
        error={error}
        retry={mutate}
      />
    );
  }
  if (isLoading || !data)
    return <Skeleton active avatar={{ shape: 'square', size: 160 }} paragraph={{ rows: 3 }} />;
  const pictures = [...(data.imageUrl ? [data.imageUrl] : []), ...data.images];
  const main = shown && pictures.includes(shown) ? shown : (pictures[0] ?? null);
  return (
    <article aria-label={data.name}>
      <Flex gap={24} wrap>
        <Flex vertical gap={8} style={{ flex: '1 1 240px', maxWidth: 420 }}>
          <ProductPicture src={main} alt={data.name} />
          {pictures.length > 1 ? (
            <Flex gap={8} wrap role="group" aria-label={t('commerce.pictures')}>
              {pictures.map((picture, index) => (
                <button
                  key={`${picture}-${index}`}
                  type="button"
                  aria-label={t('commerce.pictureNumbered', { number: index + 1 })}
                  aria-pressed={picture === main}
                  onClick={() => setShown(picture)}
                  style={{ width: 56, padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
                >
                  <ProductPicture src={picture} alt="" />
                </button>
              ))}
            </Flex>
          ) : null}
        </Flex>
        <Flex vertical gap={8} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.name}
          </Typography.Title>
          <Typography.Text style={{ fontSize: 20 }}>{price(data.price)}</Typography.Text>
          <Flex gap={4} wrap>
            {data.category ? <Tag>{data.category}</Tag> : null}
            {data.digital ? <Tag>{t('commerce.digital')}</Tag> : null}
          </Flex>
          {data.description ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Typography.Paragraph>
          ) : null}
          <div>
            <BuyButton siteId={siteId} product={data} showUnavailable />
          </div>
        </Flex>
      </Flex>
    </article>
  );
}

/** A product collection: its name and its products, paged. */
export function CollectionView({ siteId, id }: { siteId: string; id: string }) {
  const { t } = useSectionEditorsCatalog();
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useSiteCollection(siteId, id, page);
  if (error) {
    return (
      <LoadError
        title={t('commerce.collectionFailed')}
        gone={t('commerce.collectionGone')}
        error={error}
        retry={mutate}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      {data ? (
        <Typography.Title level={4} style={{ margin: 0 }}>
          {data.name}
        </Typography.Title>
      ) : null}
      <ProductGrid
        siteId={siteId}
        page={data?.products}
        isLoading={isLoading || !data}
        empty={t('commerce.emptyCollection')}
        onPageChange={setPage}
      />
    </Flex>
  );
}

/** A checkout as its customer first sees it, with the way to its payment page (`/c/{id}`). */
export function CheckoutView({ id }: { id: string }) {
  const { t } = useSectionEditorsCatalog();
  const unavailableText = useUnavailableReasonText();
  const { price } = useSitePrice();
  const { data, error, isLoading, mutate } = usePublicCheckout(id);
  if (error) {
    return (
      <LoadError
        title={t('commerce.checkoutFailed')}
        error={error}
        retry={mutate}
        gone={t('commerce.checkoutGone')}
      />
    );
  }
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <article aria-label={data.title}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {data.title}
      </Typography.Title>
      {data.description ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Typography.Paragraph>
      ) : null}
      <RowList
        size="small"
        bordered
        aria-label={t('commerce.items')}
        items={data.items}
        rowKey={(item) => item.productId}
        renderRow={(item) => ({
          muted: !item.forSale,
          content: (
            <Flex gap={12} align="center" style={{ minWidth: 0 }}>
              <div style={{ width: 40, flex: 'none' }}>
                <ProductPicture src={item.imageUrl} alt="" />
              </div>
              <Typography.Text ellipsis>
                {item.name} × {item.quantity}
              </Typography.Text>
            </Flex>
          ),
          actions: <Typography.Text>{price(item.price)}</Typography.Text>,
        })}
      />
      {/* Why it cannot be paid now comes before the button, which is then off (not a click to find out). */}
      {data.unavailableReason ? (
        <Alert
          type="warning"
          showIcon
          title={unavailableText(data.unavailableReason)}
          style={{ marginTop: 16 }}
        />
      ) : null}
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginTop: 16 }}>
        <Typography.Text strong>{t('commerce.total', { total: price(data.total) })}</Typography.Text>
        <Button
          type="primary"
          icon={<ShoppingCartOutlined aria-hidden />}
          href={data.unavailableReason ? undefined : data.payUrl}
          disabled={Boolean(data.unavailableReason)}
        >
          {t('commerce.goToCheckout')}
        </Button>
      </Flex>
    </article>
  );
}
