import { Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { commercePaths } from '@suite/shared';
import { ErrorAlert, useCommerceSectionTitle } from '@suite/shared/react';
import { useProduct, useProductMutations } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { ProductForm } from '../../features/products/product-form';
import { productBody, productFormValues } from '../../features/products/product-form-schema';
import { useCommerceCatalog } from '../../i18n';

/** commerce.products.edit {id} */
export function ProductEditRoute() {
  const { id = '' } = useParams();
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={t('products.edit')}
      crumbs={[{ title: sectionTitle('products'), to: 'products' }, { title: t('products.edit') }]}
    >
      <ProductEditPage id={id} />
    </CommerceFrame>
  );
}

function ProductEditPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const productsPath = commercePaths.section(useCommerceBasePath(), 'products');
  const { data: product, error, mutate } = useProduct(id);
  const { update } = useProductMutations();
  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!product) return <Skeleton active />;
  return (
    <ProductForm
      key={product.id}
      product={product}
      initialValues={productFormValues(product)}
      successText={t('products.updated')}
      onSubmit={(values) => {
        const { body, images } = productBody(values);
        return update(id, body, images);
      }}
      onCancel={() => navigate(productsPath)}
      onDone={() => navigate(productsPath)}
    />
  );
}
