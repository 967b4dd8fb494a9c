import { useNavigate } from 'react-router';
import { useProductMutations } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { ProductForm } from '../../features/products/product-form';
import { NEW_PRODUCT_VALUES, productBody } from '../../features/products/product-form-schema';
import { useCommerceCatalog } from '../../i18n';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';

/** commerce.products.create */
export function ProductCreateRoute() {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={t('products.new')}
      crumbs={[{ title: sectionTitle('products'), to: 'products' }, { title: t('products.new') }]}
    >
      <ProductCreatePage />
    </CommerceFrame>
  );
}

function ProductCreatePage() {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const productsPath = commercePaths.section(useCommerceBasePath(), 'products');
  const { create } = useProductMutations();
  return (
    <ProductForm
      initialValues={NEW_PRODUCT_VALUES}
      successText={t('products.created')}
      onSubmit={(values) => {
        const { body, images } = productBody(values);
        return create(body, images);
      }}
      onCancel={() => navigate(productsPath)}
      onDone={() => navigate(productsPath)}
    />
  );
}
