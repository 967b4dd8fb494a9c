import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { commercePaths, type Product } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';
import { ProductImagesNotSaved, useProductMutations } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { ProductForm } from '../../features/products/product-form';
import { NEW_PRODUCT_VALUES, productBody } from '../../features/products/product-form-schema';
import { useCommerceCatalog } from '../../i18n';

/**
 * commerce.products.create. When the product is created but its images are not saved, the page goes
 * on as the edit of that product (a second Save updates it, never creates another) and says so.
 */
export function ProductCreateRoute() {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const [created, setCreated] = useState<Product | null>(null);
  const title = created ? t('products.edit') : t('products.new');
  return (
    <CommerceFrame title={title} crumbs={[{ title: sectionTitle('products'), to: 'products' }, { title }]}>
      <ProductCreatePage created={created} onCreated={setCreated} />
    </CommerceFrame>
  );
}

function ProductCreatePage({
  created,
  onCreated,
}: {
  created: Product | null;
  onCreated: (product: Product) => void;
}) {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const productsPath = commercePaths.section(useCommerceBasePath(), 'products');
  const { create, update } = useProductMutations();
  return (
    <Flex vertical gap={16}>
      {created ? (
        <Alert
          type="warning"
          showIcon
          title={t('products.imagesNotSaved', { name: created.name })}
          style={{ maxWidth: 720 }}
        />
      ) : null}
      <ProductForm
        initialValues={NEW_PRODUCT_VALUES}
        successText={created ? t('products.updated') : t('products.created')}
        onSubmit={async (values) => {
          const { body, images } = productBody(values);
          if (created) return update(created.id, body, images);
          try {
            return await create(body, images);
          } catch (error) {
            if (!(error instanceof ProductImagesNotSaved)) throw error;
            onCreated(error.product);
            // Why the images were refused: beside an image (a 400 on `images.2`) or in a toast.
            throw error.cause;
          }
        }}
        onCancel={() => navigate(productsPath)}
        onDone={() => navigate(productsPath)}
      />
    </Flex>
  );
}
