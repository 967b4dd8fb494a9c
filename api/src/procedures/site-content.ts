import { WidgetKitSchema, type SiteProduct, type SiteProductSummary } from '@suite/shared/sections';
import { and, asc, count, desc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import {
  leaderboards,
  productCategories,
  productCollectionItems,
  productCollections,
  productImages,
  products,
  widgets,
} from '../db/schema';
import { base, type Services } from '../orpc';
import { decimalText, paging } from './catalog/common';
import { containsPattern, notFound } from './input-errors';
import { siteTradeSettings } from './trade-settings';
import { readStoredConfig } from './widgets';

const summaryColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  digital: products.digital,
};

function toSummary(row: SiteProductSummary): SiteProductSummary {
  return { ...row, price: decimalText(row.price) };
}

/** Only products the owner made visible reach visitors (001 §2: inactive products are not shown). */
const isActive = isNotNull(products.publishedAt);

/**
 * Public reads for the sections of a site (no session). The site is a widget; everything read is
 * its owner's, and anything else answers 404 like an unknown id, so nothing of other owners leaks.
 */
export function siteContentProcedures(services: Services) {
  const { db } = services;
  const contract = base.siteContent;

  const leaderboard = contract.leaderboard.handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const [row] = await db
      .select({
        id: leaderboards.id,
        title: leaderboards.title,
        description: leaderboards.description,
        createdAt: leaderboards.createdAt,
      })
      .from(leaderboards)
      .where(
        and(
          eq(leaderboards.id, input.id),
          eq(leaderboards.siteId, input.siteId),
          eq(leaderboards.ownerId, ownerId),
        ),
      );
    if (!row) throw notFound('leaderboard');
    return { ...row, createdAt: row.createdAt.toISOString() };
  });

  const widget = contract.widget.handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const [row] = await db
      .select({ id: widgets.id, kit: widgets.kit, config: widgets.config })
      .from(widgets)
      .where(and(eq(widgets.id, input.id), eq(widgets.ownerId, ownerId)));
    if (!row) throw notFound('widget');
    const { config } = readStoredConfig(row.config);
    return { id: row.id, name: config.name, kit: WidgetKitSchema.parse(row.kit), page: config.page };
  });

  const storeProducts = contract.storeProducts.handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const where = and(
      eq(products.ownerId, ownerId),
      isActive,
      input.q ? ilike(products.name, containsPattern(input.q)) : undefined,
    );
    const { offset, limit } = paging(input.page, input.limit);
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(products).where(where),
    ]);
    return {
      items: rows.map(toSummary),
      totalItems: total?.value ?? 0,
      currentPage: input.page,
      pageSize: limit,
    };
  });

  const product = contract.product.handler(async ({ input }): Promise<SiteProduct> => {
    const ownerId = await siteOwner(db, input.siteId);
    const [row] = await db
      .select({ ...summaryColumns, category: productCategories.name })
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.id, input.id), eq(products.ownerId, ownerId), isActive));
    if (!row) throw notFound('product');
    const images = await db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position));
    const { category, ...summary } = row;
    return { ...toSummary(summary), category, images: images.map((image) => image.url) };
  });

  const collection = contract.collection.handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const [row] = await db
      .select({ id: productCollections.id, name: productCollections.name })
      .from(productCollections)
      .where(and(eq(productCollections.id, input.id), eq(productCollections.ownerId, ownerId)));
    if (!row) throw notFound('collection');
    const where = and(eq(productCollectionItems.collectionId, row.id), isActive);
    const { offset, limit } = paging(input.page, input.limit);
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(productCollectionItems)
        .innerJoin(products, eq(products.id, productCollectionItems.productId))
        .where(where)
        .orderBy(asc(productCollectionItems.position), asc(productCollectionItems.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ value: count() })
        .from(productCollectionItems)
        .innerJoin(products, eq(products.id, productCollectionItems.productId))
        .where(where),
    ]);
    return {
      ...row,
      products: {
        items: rows.map(toSummary),
        totalItems: total?.value ?? 0,
        currentPage: input.page,
        pageSize: limit,
      },
    };
  });

  const tradeSettings = contract.tradeSettings.handler(({ input }) => siteTradeSettings(db, input.siteId));

  return { leaderboard, widget, storeProducts, product, collection, tradeSettings };
}

/** The owner of the site (a widget); an unknown site answers 404 like the by-site pickers. */
export async function siteOwner(db: Pick<AppDatabase, 'select'>, siteId: number): Promise<string> {
  const [site] = await db.select({ ownerId: widgets.ownerId }).from(widgets).where(eq(widgets.id, siteId));
  if (!site) throw notFound('site');
  return site.ownerId;
}
