import { Button, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';
import { useProducts } from '../../api/products';
import { AddProductsDialog } from './add-products-dialog';
import { ProductImage } from './product-image';
import { RowList, useClearable, useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { PickerEmpty } from '../picker-empty';

/** What the picker shows of a product: enough to recognise it in the list of picked ones. */
export interface PickedProduct {
  id: string;
  name: string;
  price?: string;
  imageUrl?: string | null;
}

export interface ProductPickerProps {
  id: string;
  value: string[];
  onChange: (productIds: string[]) => void;
  /** Products already picked that may not be among the 50 loaded. */
  known?: PickedProduct[];
  /** Per picked product (as `value`), a message shown on its row (the API's "Unknown product"). */
  rowErrors?: (string | undefined)[];
}

/**
 * Picks products: 50 at a time, searched by name (seed §9), or many at once in the "Add products"
 * dialog. Below, the picked products one per row (image, name, price) with their own Remove button.
 */
export function ProductPicker({ id, value, onChange, known = [], rowErrors = [] }: ProductPickerProps) {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search, SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, mutate } = useProducts({ page: 0, limit: 50, q: q || undefined });
  // Every product seen so far, so a picked one keeps its row when a new search no longer lists it.
  const [seen, setSeen] = useState<Map<string, PickedProduct>>(() => new Map());
  const [dialogOpen, setDialogOpen] = useState(false);
  const byId = useMemo(() => {
    const map = new Map(seen);
    for (const product of [...known, ...(data?.items ?? [])]) map.set(product.id, product);
    return map;
  }, [seen, known, data]);
  const options = [...byId.values()]
    .filter((product) => value.includes(product.id) || data?.items.some((item) => item.id === product.id))
    .map((product) => ({ value: product.id, label: product.name }));

  function change(ids: string[]) {
    setSeen(byId);
    onChange(ids);
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Select
          id={id}
          mode="multiple"
          allowClear={clearable}
          placeholder={t('products.picker.placeholder')}
          loading={isLoading}
          notFoundContent={
            <PickerEmpty
              loading={isLoading}
              error={error}
              onRetry={() => void mutate()}
              empty={q ? t('products.add.noMatch', { query: q }) : t('products.add.none')}
            />
          }
          value={value}
          onChange={change}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          options={options}
          maxTagCount="responsive"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button onClick={() => setDialogOpen(true)}>{t('products.picker.add')}</Button>
      </Flex>
      <AddProductsDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        added={value}
        onAdd={(products) => {
          const next = new Map(byId);
          for (const product of products) next.set(product.id, product);
          setSeen(next);
          onChange([
            ...value,
            ...products.map((product) => product.id).filter((productId) => !value.includes(productId)),
          ]);
        }}
      />
      <div role="group" aria-label={t('products.picker.listLabel')}>
        <RowList
          size="small"
          bordered
          items={value}
          rowKey={(productId) => productId}
          emptyText={t('products.picker.empty')}
          renderRow={(productId, index) => {
            const product = byId.get(productId);
            const name = product?.name ?? t('products.picker.unknown');
            const rowError = rowErrors[index];
            return {
              content: (
                <Flex gap={12} align="center" wrap style={{ minWidth: 0 }}>
                  <ProductImage src={product?.imageUrl} width={40} height={40} />
                  <Typography.Text ellipsis>{name}</Typography.Text>
                  {product?.price ? (
                    <Typography.Text type="secondary" style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                      {format.usd(product.price)}
                    </Typography.Text>
                  ) : null}
                  {rowError ? <Typography.Text type="danger">{rowError}</Typography.Text> : null}
                </Flex>
              ),
              actions: (
                <Button
                  size="small"
                  aria-label={t('common.removeNamed', { name })}
                  onClick={() => change(value.filter((other) => other !== productId))}
                >
                  {t('common.remove')}
                </Button>
              ),
            };
          }}
        />
      </div>
    </Flex>
  );
}
