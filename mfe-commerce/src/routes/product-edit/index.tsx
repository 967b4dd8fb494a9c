import { Alert, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';
import { useProduct, useProductMutations } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { imagesNotSavedOf } from '../../features/products/images-not-saved';
import { ProductForm } from '../../features/products/product-form';
import { productBody, productFormValues } from '../../features/products/product-form-schema';
import { useCommerceCatalog } from '../../i18n';
import { KeptRead } from '../../features/kept-read';

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
  const read = useProduct(id);
  const { update } = useProductMutations();
  const imagesNotSaved = useImagesNotSaved(id);
  return (
    <KeptRead read={read}>
      {(product) => (
        <Flex vertical gap={16}>
          {imagesNotSaved ? (
            <Alert
              type="warning"
              showIcon
              title={t('products.imagesNotSaved', { name: product.name })}
              style={{ maxWidth: 720 }}
            />
          ) : null}
          <ProductForm
            key={product.id}
            product={product}
            initialValues={productFormValues(product)}
            imagesNotSaved={imagesNotSaved}
            successText={t('products.updated')}
            onSubmit={(values) => {
              const { body, images } = productBody(values);
              return update(id, body, images);
            }}
            onCancel={() => navigate(productsPath)}
            onDone={() => navigate(productsPath)}
          />
        </Flex>
      )}
    </KeptRead>
  );
}

/**
 * The images the create page hands over when the product was created without them. Taken once, then
 * dropped from the history entry: a reload, or Back to this entry later, opens the product as saved —
 * a list kept there would come back as unsaved changes after the images were saved, and a Save would
 * overwrite them with it. While they are unsaved the leave guard asks before a reload loses them.
 */
function useImagesNotSaved(id: string) {
  const location = useLocation();
  const navigate = useNavigate();
  // For this product only: Back or Forward to another product's edit keeps this page mounted.
  const [taken] = useState(() => ({ id, imagesNotSaved: imagesNotSavedOf(location.state) }));
  const handedOver = imagesNotSavedOf(location.state) !== null;
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (handedOver) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [handedOver, navigate, pathname, search, hash]);
  return taken.id === id ? taken.imagesNotSaved : null;
}
