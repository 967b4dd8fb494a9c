import { useNavigate } from 'react-router';
import { useProductMutations } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';
import { ProductForm } from '../../features/products/product-form';
import { NEW_PRODUCT_VALUES, productBody } from '../../features/products/product-form-schema';

/** commerce.products.create */
export function ProductCreateRoute() {
  return (
    <CommerceFrame
      title="New product"
      crumbs={[{ title: 'Products', to: 'products' }, { title: 'New product' }]}
    >
      <ProductCreatePage />
    </CommerceFrame>
  );
}

function ProductCreatePage() {
  const navigate = useNavigate();
  const productsPath = joinPath(useCommerceBasePath(), 'products');
  const { create } = useProductMutations();
  return (
    <ProductForm
      initialValues={NEW_PRODUCT_VALUES}
      successText="Product created"
      onSubmit={(values) => {
        const { body, images } = productBody(values);
        return create(body, images);
      }}
      onCancel={() => navigate(productsPath)}
      onDone={() => navigate(productsPath)}
    />
  );
}
