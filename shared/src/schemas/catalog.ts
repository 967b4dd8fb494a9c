import * as z from 'zod/v4';
import {
  MAX_PRODUCT_IMAGES,
  NEW_PRODUCT_PRICE,
  PAGE_SIZES,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_DECIMALS,
  URL_MAX,
} from '../constants/limits';
import { limitSchema, PageSchema, pagedSchema, SearchSchema, sortSchema } from './paging';
import { requiredText, WidgetIdSchema } from './common';
import { atMostChars, coded, validationMessage } from '../i18n/validation';

/** Ids are the database's UUIDs; anything else can never match, so it is refused up front. */
export const EntityIdSchema = z.uuid(coded('validId'));

/** An image's address: http(s) only (pages show it to visitors). */
const HttpImageUrlSchema = z.url({ protocol: /^https?$/, ...coded('validUrl') });

/** An image's address, at most URL_MAX (2048) characters. */
export const ImageUrlSchema = z.string().max(URL_MAX, atMostChars(URL_MAX)).pipe(HttpImageUrlSchema);

/** An image's address or nothing: blank counts as nothing, so a cleared form field removes the image. */
export const OptionalUrlSchema = z
  .string()
  .max(URL_MAX, atMostChars(URL_MAX))
  .pipe(z.union([z.literal('').transform(() => null), HttpImageUrlSchema]))
  .nullable()
  .optional();

const PRICE_INTEGER_DIGITS = 18;
/**
 * A price in USD as a decimal string (exact money, never a float): greater than zero, at most six
 * decimals, and within numeric(24,6). A JSON number is accepted and read as its decimal text.
 */
export const PriceSchema = z
  .union([z.string(), z.number()], coded('number'))
  .transform((value) => String(value).trim())
  .superRefine((value, context) => {
    const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value);
    if (!match || value === '' || value === '-' || value === '.' || (!match[2] && !match[3])) {
      context.addIssue({ code: 'custom', message: validationMessage('number') });
      return;
    }
    const [, sign, integer = '', decimals = ''] = match;
    if (sign === '-' || !/[1-9]/.test(integer + decimals)) {
      context.addIssue({ code: 'custom', message: validationMessage('greaterThanZero') });
    } else if (decimals.length > PRODUCT_PRICE_DECIMALS) {
      context.addIssue({
        code: 'custom',
        message: validationMessage('atMostDecimals', { max: PRODUCT_PRICE_DECIMALS }),
      });
    } else if (integer.replace(/^0+/, '').length > PRICE_INTEGER_DIGITS) {
      context.addIssue({ code: 'custom', message: validationMessage('tooLarge') });
    }
  });

// ---- Categories ----

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many of the owner's products are in this category. */
  countItems: z.number().int().min(0),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryInputSchema = z.object({ name: requiredText(50) });
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** The API's answer (on `name`) to a name the owner already gave another category, ignoring case and spaces. */
export const CATEGORY_NAME_TAKEN_MESSAGE = 'A category with this name already exists';

export const CategoryListQuerySchema = z.object({
  page: PageSchema,
  limit: limitSchema(PAGE_SIZES.categories.default),
  q: SearchSchema,
  sort: sortSchema(['name', 'countItems', 'createdAt'], 'name'),
});
export type CategoryListQuery = z.input<typeof CategoryListQuerySchema>;

export const CategoryPageSchema = pagedSchema(CategorySchema);

// ---- Products ----

export const ProductCategorySchema = z.object({ id: z.string(), name: z.string() });

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  imageUrl: z.string().nullable(),
  /** Null while the product is inactive. */
  publishedAt: z.iso.datetime().nullable(),
  category: ProductCategorySchema.nullable(),
  digital: z.boolean(),
  /** The protected content a buyer receives; only ever sent to the owner. */
  content: z.string().nullable(),
  /** Ids of the owner's collections that contain the product. */
  collections: z.array(z.string()),
  images: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof ProductSchema>;

const productFields = {
  name: requiredText(PRODUCT_NAME_MAX),
  description: z.string().max(5000, atMostChars(5000)),
  price: PriceSchema,
  imageUrl: OptionalUrlSchema,
  /** The visibility toggle: a date makes the product active, null inactive. */
  publishedAt: z.iso.datetime({ offset: true, ...coded('date') }).nullable(),
  categoryId: EntityIdSchema.nullable(),
  digital: z.boolean(coded('trueOrFalse')),
  content: z.string().max(20000, atMostChars(20000)).nullable(),
  collections: z.array(EntityIdSchema).max(100, coded('atMostCollections', { max: 100 })),
};

/** Creation: the seed's defaults (price 0.01, not digital, inactive, no collections). */
export const ProductCreateSchema = z.object({
  ...productFields,
  description: productFields.description.default(''),
  price: productFields.price.default(NEW_PRODUCT_PRICE),
  publishedAt: productFields.publishedAt.default(null),
  categoryId: productFields.categoryId.default(null),
  digital: productFields.digital.default(false),
  content: productFields.content.default(null),
  collections: productFields.collections.default([]),
});
export type ProductCreateInput = z.input<typeof ProductCreateSchema>;

/** An update changes only the fields sent (the visibility toggle sends publishedAt alone). */
export const ProductUpdateSchema = z.object(productFields).partial();
export type ProductUpdateInput = z.input<typeof ProductUpdateSchema>;

export const ProductStatusSchema = z.enum(['active', 'inactive'], coded('activeOrInactive'));

export const ProductListQuerySchema = z.object({
  page: PageSchema,
  limit: limitSchema(PAGE_SIZES.products.default),
  q: SearchSchema,
  categoryId: EntityIdSchema.optional(),
  status: ProductStatusSchema.optional(),
  sort: sortSchema(['name', 'price', 'createdAt', 'publishedAt'], '-createdAt'),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductPageSchema = pagedSchema(ProductSchema);

export const ProductImagesSchema = z.object({
  images: z.array(ImageUrlSchema).max(MAX_PRODUCT_IMAGES, coded('atMostImages', { max: MAX_PRODUCT_IMAGES })),
});
export type ProductImages = z.infer<typeof ProductImagesSchema>;

/**
 * The product picker's search: pages of at most 10 (000 §7). `status: 'active'` offers only the
 * products for sale (a commerce section shows no inactive product).
 */
export const ProductSearchQuerySchema = z.object({
  q: SearchSchema,
  page: PageSchema,
  limit: limitSchema(10, 10),
  status: ProductStatusSchema.optional(),
});
export const ProductSearchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /**
   * The price in US cents (the product's USD price × 100, exact decimal text, up to 4 decimals): the
   * add-products dialog divides it by 100 for display (seed 001 §9).
   */
  priceCents: z.string(),
  /** Null while the product is inactive. */
  publishedAt: z.iso.datetime().nullable(),
});
export type ProductSearchQuery = z.input<typeof ProductSearchQuerySchema>;
export type ProductSearchItem = z.infer<typeof ProductSearchItemSchema>;
export const ProductSearchPageSchema = pagedSchema(ProductSearchItemSchema);

// ---- Collections ----

export const CollectionItemSchema = z.object({ id: z.string(), productId: z.string() });

export const CollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(CollectionItemSchema),
  createdAt: z.iso.datetime(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionInputSchema = z.object({
  name: requiredText(50),
  items: z
    .array(z.object({ productId: EntityIdSchema }))
    .max(500, coded('atMostProducts', { max: 500 }))
    .superRefine(rejectDuplicateProducts)
    .default([]),
});
export type CollectionInput = z.input<typeof CollectionInputSchema>;

export const CollectionListQuerySchema = z.object({
  page: PageSchema,
  limit: limitSchema(PAGE_SIZES.collections.default),
  q: SearchSchema,
  sort: sortSchema(['name', 'createdAt'], 'name'),
});
export type CollectionListQuery = z.input<typeof CollectionListQuerySchema>;

export const CollectionPageSchema = pagedSchema(CollectionSchema);

/** A collection's products, for the collection section and its editor. */
export const CollectionProductSchema = z.object({
  id: z.string(),
  productId: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    price: z.string(),
    imageUrl: z.string().nullable(),
    publishedAt: z.iso.datetime().nullable(),
  }),
});
export const CollectionItemsQuerySchema = z.object({ page: PageSchema, limit: limitSchema(50) });
export const CollectionItemsPageSchema = pagedSchema(CollectionProductSchema);

/**
 * Pickers of the section editors list a site's checkouts or collections in pages of 20 (000 §7). The
 * site is one of the caller's widgets (its integer id).
 */
export const BySiteQuerySchema = z.object({
  siteId: WidgetIdSchema,
  page: PageSchema,
  limit: limitSchema(20),
});
export const CollectionPickItemSchema = z.object({ id: z.string(), name: z.string() });
export const CollectionPickPageSchema = pagedSchema(CollectionPickItemSchema);

/** Each product at most once: a repeated one is reported on its own row. */
export function rejectDuplicateProducts(
  items: readonly { productId: string }[],
  context: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.productId)) {
      context.addIssue({
        code: 'custom',
        message: validationMessage('productInList'),
        path: [index, 'productId'],
      });
    }
    seen.add(item.productId);
  });
}
