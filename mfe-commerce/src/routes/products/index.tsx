import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Col, Empty, Flex, Input, Row, Select, Skeleton } from 'antd';
import Pagination from 'antd/es/pagination';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useProductMutations, useProducts } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';
import { useListParams } from '../../features/list-params';
import { AttentionRequired } from '../../features/products/attention-required';
import { ProductCard } from '../../features/products/product-card';
import { useDebouncedSearch } from '../../features/use-debounced-search';
import { useNotify } from '../../features/use-notify';

export const INACTIVE_NOTE = 'Inactive products are not shown in the store.';
export const PRODUCTS_EMPTY_TEXT = 'No products yet';

const SORTS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
];

/** commerce.products.items: the product grid. */
export function ProductsRoute() {
  return (
    <CommerceFrame title="Products" crumbs={[{ title: 'Products' }]}>
      <ProductsGrid />
    </CommerceFrame>
  );
}

function ProductsGrid() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const basePath = useCommerceBasePath();
  const params = useListParams(PAGE_SIZES.products);
  const search = useDebouncedSearch(params);
  const sort = SORTS.find((option) => option.value === params.get('sort'))?.value ?? '-createdAt';
  const { data, error, isLoading } = useProducts({
    page: params.page,
    limit: params.limit,
    q: params.q || undefined,
    sort,
  });
  const mutations = useProductMutations();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);

  const confirmDelete = (ids: string[]) =>
    modal.confirm({
      title: ids.length === 1 ? 'Delete this product?' : `Delete ${ids.length} products?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        notify
          .run(
            () => (ids.length === 1 ? mutations.remove(ids[0] ?? '') : mutations.removeMany(ids)),
            ids.length === 1 ? 'Product deleted' : 'Products deleted',
          )
          .then((ok) => ok && setSelected([])),
    });

  let grid;
  if (error) grid = <Alert type="error" showIcon title={apiErrorMessage(error)} />;
  else if (!data) grid = <Skeleton active />;
  else if (data.items.length === 0) grid = <Empty description={PRODUCTS_EMPTY_TEXT} />;
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
              onEdit={() => navigate(joinPath(basePath, `products/${product.id}/edit`))}
              onDuplicate={() => void notify.run(() => mutations.duplicate(product.id), 'Product duplicated')}
              onDelete={() => confirmDelete([product.id])}
              onVisibility={(active) =>
                void notify.run(() => mutations.setVisibility(product.id, active), 'Product updated')
              }
            />
          </Col>
        ))}
      </Row>
    );

  return (
    <Flex vertical gap={12}>
      <AttentionRequired />
      <Alert type="info" showIcon title={INACTIVE_NOTE} />
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8} wrap>
          <Input.Search
            aria-label="Search products"
            placeholder="Search products"
            allowClear
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            style={{ maxWidth: 320 }}
          />
          <Select
            aria-label="Sort"
            value={sort}
            options={SORTS}
            onChange={(value) => params.set({ sort: value })}
            style={{ minWidth: 180 }}
          />
        </Flex>
        <Flex gap={8} wrap>
          <Button danger disabled={selected.length === 0} onClick={() => confirmDelete(selected)}>
            Delete selected
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(joinPath(basePath, 'products/create'))}
          >
            New product
          </Button>
        </Flex>
      </Flex>
      {isLoading && data ? <Skeleton active /> : grid}
      <Pagination
        align="end"
        current={params.page + 1}
        pageSize={params.limit}
        total={data?.totalItems ?? 0}
        showSizeChanger
        pageSizeOptions={[...PAGE_SIZES.products.options]}
        onChange={(page, pageSize) =>
          pageSize === params.limit ? params.set({ page: page - 1 }) : params.set({ limit: pageSize })
        }
      />
    </Flex>
  );
}
