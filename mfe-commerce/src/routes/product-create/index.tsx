import { useNavigate } from 'react-router';
import { commercePaths } from '@suite/shared';
import { apiFieldErrors } from '@suite/shared/client';
import { useCommerceSectionTitle } from '@suite/shared/react';
import { ProductImagesNotSaved, useProductMutations } from '../../api/products';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { imagesNotSavedState } from '../../features/products/images-not-saved';
import { ProductForm } from '../../features/products/product-form';
import { NEW_PRODUCT_VALUES, productBody } from '../../features/products/product-form-schema';
import { useCommerceCatalog } from '../../i18n';

/**
 * commerce.products.create. When the product is created but its images are not saved, the page
 * becomes that product's edit, at its URL (see `ProductCreatePage`).
 */
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
  const basePath = useCommerceBasePath();
  const productsPath = commercePaths.section(basePath, 'products');
  const { create } = useProductMutations();
  return (
    <ProductForm
      initialValues={NEW_PRODUCT_VALUES}
      successText={t('products.created')}
      onSubmit={async (values, { allowLeave }) => {
        const { body, images } = productBody(values);
        try {
          // A new product is inactive (seed 001 §4: no publishedAt) until the product list makes it active.
          return await create({ ...body, publishedAt: null }, images);
        } catch (error) {
          if (!(error instanceof ProductImagesNotSaved)) throw error;
          // The product exists: from now on this is its edit, at its URL in place of this one, so a
          // reload (or Back and Forward) opens the saved product and Save updates it — the create
          // page again would make a second product. The images typed go along as unsaved changes.
          allowLeave();
          void navigate(commercePaths.edit(basePath, 'products', error.product.id), {
            replace: true,
            state: imagesNotSavedState({ images, errors: apiFieldErrors(error.cause) }),
          });
          // Why the images were refused: in a toast, or beside an image on the edit page (a 400 on
          // `images.2`, handed over above).
          throw error.cause;
        }
      }}
      onCancel={() => navigate(productsPath)}
      onDone={() => navigate(productsPath)}
    />
  );
}
