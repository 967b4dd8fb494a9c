import * as z from 'zod/v4';
import { NEW_PRODUCT_PRICE, type Product } from '@suite/shared';
import { ImageUrlSchema, ProductCreateSchema, ProductImagesSchema } from '@suite/shared/schemas';

/**
 * The form's image rows: a blank row is no image (an image URL only "if present", seed 001 §5, as
 * the product's own imageUrl), so "Add image URL" never shows an error before anything is typed, and a
 * blank row left is simply not saved. Each other row is checked where it is, then the list as the API
 * takes it (at most 8).
 */
const ImageRowsSchema = z
  .array(
    z
      .string()
      .transform((url) => (url === '' ? null : url))
      .pipe(ImageUrlSchema.nullable()),
  )
  .transform((rows) => rows.filter((url) => url !== null))
  .pipe(ProductImagesSchema.shape.images);

/**
 * The product form: the shared product body plus its image list (both from `shared`). Without the
 * visibility (`publishedAt`): the form has no control for it, and the product list's Active/Inactive
 * toggle sets it alone — a save of the form sending the value it loaded would undo a toggle made since
 * (in another tab). An update leaves out what it is not sent, so the stored visibility stays.
 */
export const ProductFormSchema = ProductCreateSchema.omit({ imageUrl: true, publishedAt: true }).extend({
  images: ImageRowsSchema,
});
export type ProductFormValues = z.input<typeof ProductFormSchema>;
export type ProductFormOutput = z.output<typeof ProductFormSchema>;

/** A new product starts with the seed's defaults: 0.01 USD, not digital, no collections. */
export const NEW_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  description: '',
  price: NEW_PRODUCT_PRICE,
  categoryId: null,
  digital: false,
  content: null,
  collections: [],
  images: [],
};

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    categoryId: product.category?.id ?? null,
    digital: product.digital,
    content: product.content,
    collections: product.collections,
    images: product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [],
  };
}

/** The API body (no visibility: `ProductFormSchema`): the first image is the product's main image. */
export function productBody(values: ProductFormOutput) {
  const { images, ...body } = values;
  return { body: { ...body, imageUrl: images[0] ?? null }, images };
}
