import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import Divider from 'antd/es/divider';
import InputNumber from 'antd/es/input-number';
import { shortenAddress } from '@suite/shared';
import type { PublicCheckout, PublicCheckoutItem } from '@suite/shared';
import { ProductImage } from '../products/product-image';
import { lineTotal, quantityError, quantityOf, type FeeAtTotal, type Quantities } from './amounts';
import { ListedNftText } from './listed-nft';
import { PayPanel } from './pay-panel';
import { useFormat, type Formatters } from '@suite/shared/react';
import { usePayCatalog } from './i18n';

const PhotoPreview = lazy(() => import('./photo-preview'));

export interface CheckoutSummaryProps {
  checkout: PublicCheckout;
  quantities: Quantities;
  onQuantityChange: (productId: string, quantity: number | null) => void;
  /** The price total; null while a quantity is not valid. */
  total: string | null;
  /** The marketplace fees on it (empty without any; null while a quantity is not valid). */
  fees?: FeeAtTotal[] | null;
  /** What the buyer pays: the total and the fees. */
  due?: string | null;
  /** While a payment is under way, nothing may change. */
  locked: boolean;
}

function ItemImages({ item }: { item: PublicCheckoutItem }) {
  const { t } = usePayCatalog();
  const urls = item.images.length > 0 ? item.images : item.imageUrl ? [item.imageUrl] : [];
  const [open, setOpen] = useState(false);
  const shown = urls.length > 1 ? t('pay.photos', { number: urls.length }) : t('pay.zoom');
  return (
    <Flex vertical align="center" gap={2} style={{ flex: 'none' }}>
      <ProductImage src={urls[0]} alt={item.name} width={72} height={72} style={{ objectFit: 'cover' }} />
      {urls.length > 0 && (
        <>
          <Button
            type="link"
            size="small"
            // The name starts with the words shown ("2 photos", "Zoom"), then says of what.
            aria-label={t('pay.photosOf', { shown, name: item.name })}
            onClick={() => setOpen(true)}
          >
            {shown}
          </Button>
          {open && (
            <Suspense fallback={null}>
              <PhotoPreview urls={urls} onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </>
      )}
    </Flex>
  );
}

function QuantityInput({
  item,
  value,
  onChange,
  disabled,
}: {
  item: PublicCheckoutItem;
  value: number | null;
  onChange: (quantity: number | null) => void;
  disabled: boolean;
}) {
  const { t } = usePayCatalog();
  const error = quantityError(value);
  const errorId = `quantity-error-${item.productId}`;
  return (
    <Flex vertical align="flex-end" gap={2}>
      <InputNumber
        aria-label={t('pay.quantityOf', { name: item.name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        value={value}
        step={1}
        disabled={disabled}
        style={{ width: 88 }}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      />
      {error && (
        <Typography.Text id={errorId} type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A total in USD: `$105.39 USD` in English, where `$` alone could be any dollar; `105,39 US$` says it already. */
function usd(format: Formatters, amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  const text = format.usd(amount);
  return text.includes('US$') ? text : `${text} USD`;
}

/**
 * The checkout's description, its items with images and prices, the quantities and the total in USD;
 * bought through an asset store, the NFT of the listing, the price, each marketplace fee (its share and
 * recipient) and the total the buyer pays, before the wallet is asked anything.
 */
export function CheckoutSummary({
  checkout,
  quantities,
  onQuantityChange,
  total,
  fees,
  due,
  locked,
}: CheckoutSummaryProps) {
  const format = useFormat();
  const { t } = usePayCatalog();
  const withFees = checkout.marketplaceFees.length > 0;
  const { token } = theme.useToken();
  const itemBorder = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  return (
    <PayPanel title={t('pay.yourOrder')}>
      {checkout.description && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{checkout.description}</Typography.Paragraph>
      )}
      {checkout.listing && (
        <Typography.Paragraph>
          <Typography.Text strong>{t('pay.nft')}: </Typography.Text>
          <ListedNftText nft={checkout.listing} />
        </Typography.Paragraph>
      )}
      {checkout.items.length === 0 ? (
        <Typography.Text type="secondary">{t('pay.noItems')}</Typography.Text>
      ) : (
        <ul aria-label={t('pay.items')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {checkout.items.map((item, index) => {
            const quantity = quantityOf(quantities, item);
            const line = lineTotal(item, quantity);
            return (
              <li
                key={item.productId}
                style={{ padding: '12px 0', borderTop: index > 0 ? itemBorder : undefined }}
              >
                <Flex gap={12} align="center" wrap style={{ width: '100%' }}>
                  <ItemImages item={item} />
                  <Flex vertical style={{ flex: '1 1 160px', minWidth: 0 }}>
                    <Typography.Text strong>{item.name}</Typography.Text>
                    {item.description && (
                      <Typography.Text type="secondary" ellipsis={{ tooltip: item.description }}>
                        {item.description}
                      </Typography.Text>
                    )}
                    <Typography.Text type="secondary">
                      {t('pay.each', { price: format.usd(item.price) })}
                    </Typography.Text>
                    {!item.forSale && (
                      <span>
                        <Tag color="red">{t('pay.notForSale')}</Tag>
                      </span>
                    )}
                  </Flex>
                  {checkout.editable ? (
                    <QuantityInput
                      item={item}
                      value={quantity}
                      disabled={locked}
                      onChange={(next) => onQuantityChange(item.productId, next)}
                    />
                  ) : (
                    <Typography.Text aria-label={t('pay.quantityOf', { name: item.name })}>
                      × {quantity}
                    </Typography.Text>
                  )}
                  {/* At the row's end, on a line of its own too when a phone wraps the row. */}
                  <Typography.Text
                    strong
                    style={{ minWidth: 88, textAlign: 'end', marginInlineStart: 'auto' }}
                  >
                    {line === null ? '—' : format.usd(line)}
                  </Typography.Text>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      <Divider style={{ margin: '8px 0 16px' }} />
      {withFees && (
        <Flex vertical gap={4} style={{ marginBottom: 12 }}>
          <Flex justify="space-between" align="baseline">
            <Typography.Text>{t('common.price')}</Typography.Text>
            <Typography.Text aria-label={t('common.price')}>{usd(format, total)}</Typography.Text>
          </Flex>
          {checkout.marketplaceFees.map((fee, index) => {
            const line = fees?.find((shown) => shown.fee === fee);
            const label = t('pay.feeNumber', { index: index + 1 });
            return (
              <Flex key={fee.recipient} justify="space-between" align="baseline" gap={8} wrap>
                <Typography.Text type="secondary">
                  {t('pay.feeShare', { percentage: fee.percentage })}
                  <Typography.Text code>{shortenAddress(fee.recipient)}</Typography.Text>
                </Typography.Text>
                <Typography.Text aria-label={label}>
                  {fees === null || fees === undefined ? '—' : usd(format, line?.amount ?? '0')}
                </Typography.Text>
              </Flex>
            );
          })}
        </Flex>
      )}
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>{t('common.total')}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }} aria-label={t('common.total')}>
          {usd(format, withFees ? due : total)}
        </Typography.Title>
      </Flex>
    </PayPanel>
  );
}
