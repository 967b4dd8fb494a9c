import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { ownerId } from './identity';
import { widgets } from './sites';

export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('product_categories_owner_id_idx').on(table.ownerId, table.name),
    // One category per name and owner, whatever the case and surrounding spaces: two racing creates
    // cannot both pass (the API answers the loser like any duplicate).
    uniqueIndex('product_categories_owner_id_name_unique').on(table.ownerId, sql`lower(trim(${table.name}))`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // Exact money: numeric, read and written as a decimal string, never a float.
    price: numeric('price', { precision: 24, scale: 6 }).notNull().default('0.01'),
    imageUrl: text('image_url'),
    /** Null while the product is inactive (hidden from checkouts); set to the time it was made visible. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // A deleted category leaves its products uncategorised rather than deleting them.
    categoryId: uuid('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    digital: boolean('digital').notNull().default(false),
    /** Protected content delivered after purchase; only ever returned to the owner. */
    content: text('content'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The list's default sort (-createdAt, then -id) reads this index in order: no sort of the owner's rows.
    index('products_owner_id_created_at_id_idx').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_category_id_idx').on(table.categoryId),
    check('products_price_positive', sql`${table.price} > 0`),
  ],
);

/** Extra images of a product, in display order. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('product_images_product_id_idx').on(table.productId, table.position)],
);

export const productCollections = pgTable(
  'product_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('product_collections_owner_id_idx').on(table.ownerId, table.name)],
);

export const productCollectionItems = pgTable(
  'product_collection_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => productCollections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('product_collection_items_collection_id_idx').on(table.collectionId, table.position),
    index('product_collection_items_product_id_idx').on(table.productId),
  ],
);

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requireEmail: boolean('require_email').notNull().default(false),
    requireAddress: boolean('require_address').notNull().default(false),
    editable: boolean('editable').notNull().default(false),
    /**
     * A site's store checkout (ADR 0024): the server makes one per site and product when a visitor
     * buys from that site's commerce section, from what the site's saved sections say. Null for the
     * checkouts the seller makes, the only ones the back office lists and edits.
     */
    storeSiteId: integer('store_site_id').references(() => widgets.id, { onDelete: 'cascade' }),
    storeProductId: uuid('store_product_id').references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('checkouts_owner_id_created_at_idx').on(table.ownerId, table.createdAt, table.id),
    uniqueIndex('checkouts_store_site_id_product_id_idx').on(table.storeSiteId, table.storeProductId),
    check(
      'checkouts_store_site_and_product',
      sql`(${table.storeSiteId} is null) = (${table.storeProductId} is null)`,
    ),
  ],
);

export const checkoutItems = pgTable(
  'checkout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    // A product in a checkout cannot be deleted silently; deleting it removes it from the checkout.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('checkout_items_checkout_id_idx').on(table.checkoutId, table.position),
    index('checkout_items_product_id_idx').on(table.productId),
    check('checkout_items_quantity_range', sql`${table.quantity} between 1 and 100`),
  ],
);
