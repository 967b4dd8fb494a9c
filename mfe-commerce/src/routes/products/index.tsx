import { Alert, Col, Empty, Flex, Input, Row, Select, Skeleton } from 'antd';
import Pagination from 'antd/es/pagination';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, commercePaths } from '@suite/shared';
import { ErrorAlert, useCommerceSectionTitle, useNotify, useClearable } from '@suite/shared/react';
import { useProductMutations, useProducts } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useListParams, useKeepPageInRange } from '../../features/list-params';
import { AttentionRequired } from '../../features/products/attention-required';
import { ProductCard } from '../../features/products/product-card';
import { ListActions } from '../../features/row-actions';
import { useBulkDelete } from '../../features/use-bulk-delete';
import { useDebouncedSearch } from '../../features/use-debounced-search';
import { useCommerceCatalog } from '../../i18n';

/** The grid's orders: the API's sort, worded `products.sorts.{label}` in the catalog. */
const SORTS = [
  { value: '-createdAt', label: 'newest' },
  { value: 'createdAt', label: 'oldest' },
  { value: 'name', label: 'nameAsc' },
  { value: '-name', label: 'nameDesc' },
  { value: 'price', label: 'priceAsc' },
  { value: '-price', label: 'priceDesc' },
] as const;

/** commerce.products.items: the product grid. */
export function ProductsRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame title={sectionTitle('products')} crumbs={[{ title: sectionTitle('products') }]}>
      <ProductsGrid />
    </CommerceFrame>
  );
}

function ProductsGrid() {
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const navigate = useNavigate();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.products);
  const search = useDebouncedSearch(params);
  const sort = SORTS.find((option) => option.value === params.get('sort'))?.value ?? '-createdAt';
  const { data, error, isLoading, mutate } = useProducts({
    page: params.page,
    limit: params.limit,
    q: params.q || undefined,
    sort,
  });
  useKeepPageInRange(params, data?.totalItems);
  const mutations = useProductMutations();
  const notify = useNotify();
  const { selected, setSelected, confirmDelete } = useBulkDelete({
    // The cards, hidden behind the error or the skeleton while another page loads.
    shown: error || isLoading ? undefined : data?.items,
    remove: mutations.remove,
    removeMany: mutations.removeMany,
    texts: (count) => ({
      title: t('products.deleteConfirm', { count }),
      deleted: t('products.deleted', { count }),
    }),
  });

  let grid;
  if (error) grid = <ErrorAlert error={error} onRetry={() => void mutate()} />;
  else if (!data) grid = <Skeleton active />;
  else if (data.items.length === 0)
    grid = <Empty description={params.q ? t('common.noMatch') : t('products.empty')} />;
  else
    grid = (
      <Row gutter={[16, 16]}>
        {data.items.map((product) => (
          <Col key={product.id} xs={24} sm={12} md={8} xl={6}>
            <ProductCard
              product={product}
              selected={selected.includes(product.id)}
              onSelect={(on) =>
                setSelected((ids) => (on ? [...ids, product.id] : ids.filter((id) => id !== product.id)))
              }
              onEdit={() => navigate(commercePaths.edit(basePath, 'products', product.id))}
              onDuplicate={() => notify.run(() => mutations.duplicate(product.id), t('products.duplicated'))}
              onDelete={() => confirmDelete([product.id])}
              onVisibility={(active) =>
                notify.run(() => mutations.setVisibility(product.id, active), t('products.updated'))
              }
            />
          </Col>
        ))}
      </Row>
    );

  return (
    <Flex vertical gap={12}>
      <AttentionRequired />
      <Alert type="info" showIcon title={t('products.inactiveNote')} />
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8} wrap>
          <Input.Search
            aria-label={t('products.search')}
            placeholder={t('products.search')}
            allowClear={clearable}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            style={{ maxWidth: 320 }}
          />
          <Select
            aria-label={t('products.sortLabel')}
            value={sort}
            options={SORTS.map(({ value, label }) => ({ value, label: t(`products.sorts.${label}`) }))}
            onChange={(value) => params.set({ sort: value })}
            style={{ minWidth: 180 }}
          />
        </Flex>
        <ListActions
          selected={selected}
          onDeleteSelected={confirmDelete}
          createText={t('products.new')}
          onCreate={() => navigate(commercePaths.create(basePath, 'products'))}
        />
      </Flex>
      {isLoading && data ? <Skeleton active /> : grid}
      <Pagination align="end" {...params.pagination(data?.totalItems)} />
    </Flex>
  );
}
