import type { SiteProduct, SiteProductSummary } from '@suite/shared/sections';
import { WidgetKitSchema } from '@suite/shared/widget';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { countRows, listPage, readPage, textSearch } from '../db/paging';
import {
  leaderboards,
  productCategories,
  productCollectionItems,
  productCollections,
  productImages,
  products,
  widgets,
} from '../db/schema';
import { collectionOrder, collectionProducts } from '../domain/collection-items';
import { normalizeDecimal } from '../domain/decimal';
import { payPageUrl } from '../domain/pay-page';
import { siteConfig, siteLook, siteOwner, siteTradeSettings } from '../domain/sites';
import { payableNetworks, storeRefusal, storeUnavailableReason } from '../domain/store';
import { siteProductCheckout } from '../domain/store-checkouts';
import { readStoredConfig } from '../domain/widget-config';
import { notFound } from '../errors';
import type { PublicReadsLimit, SiteReadsLimit } from '../http/public-reads-limit';
import { base } from '../orpc';
import type { Services } from '../services';

const summaryColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  digital: products.digital,
};

function toSummary(row: SiteProductSummary): SiteProductSummary {
  return { ...row, price: normalizeDecimal(row.price) };
}

/** Only products the owner made visible reach visitors (001 §2: inactive products are not shown). */
const isActive = isNotNull(products.publishedAt);

/**
 * Public reads for the sections of a site (no session). The site is a widget; everything read is
 * its owner's, and anything else answers 404 like an unknown id, so nothing of other owners leaks.
 */
export function siteContentProcedures(
  services: Services,
  publicReads: PublicReadsLimit,
  siteReads: SiteReadsLimit,
) {
  const { db } = services;
  const contract = base.siteContent;

  const leaderboard = contract.leaderboard.use(siteReads).handler(async ({ input }) => {
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

  const widget = contract.widget.use(siteReads).handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const [row] = await db
      .select({ id: widgets.id, kit: widgets.kit, config: widgets.config })
      .from(widgets)
      .where(and(eq(widgets.id, input.id), eq(widgets.ownerId, ownerId)));
    if (!row) throw notFound('widget');
    const { config } = readStoredConfig(row.config);
    return {
      id: row.id,
      name: config.name,
      kit: WidgetKitSchema.parse(row.kit),
      currency: config.currency,
      page: config.page,
    };
  });

  const storeProducts = contract.storeProducts.use(siteReads).handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const where = and(eq(products.ownerId, ownerId), isActive, textSearch(input.q, products.name));
    const { rows, totalItems } = await readPage(
      input,
      db
        .select(summaryColumns)
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .$dynamic(),
      countRows(db, products, where),
    );
    return listPage(input, rows.map(toSummary), totalItems);
  });

  const product = contract.product.use(siteReads).handler(async ({ input }): Promise<SiteProduct> => {
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

  const collection = contract.collection.use(siteReads).handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const [row] = await db
      .select({ id: productCollections.id, name: productCollections.name })
      .from(productCollections)
      .where(and(eq(productCollections.id, input.id), eq(productCollections.ownerId, ownerId)));
    if (!row) throw notFound('collection');
    const where = and(eq(productCollectionItems.collectionId, row.id), isActive);
    const { rows, totalItems } = await readPage(
      input,
      collectionProducts(db, summaryColumns)
        .where(where)
        .orderBy(...collectionOrder)
        .$dynamic(),
      collectionProducts(db, { value: count() }).where(where),
    );
    return { ...row, products: listPage(input, rows.map(toSummary), totalItems) };
  });

  // The one write here: at most one checkout per site and product, and counted with the pay page's calls.
  const buyProduct = contract.buyProduct.use(publicReads).handler(async ({ input }) => {
    const checkoutId = await siteProductCheckout(db, input.siteId, input.id);
    return { checkoutId, payUrl: payPageUrl(services.config, checkoutId, { site: input.siteId }) };
  });

  const storeStatus = contract.storeStatus.use(siteReads).handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const [{ refusal }, networks] = await Promise.all([
      storeRefusal(db, ownerId),
      payableNetworks(db, services.config, ownerId),
    ]);
    return { unavailableReason: storeUnavailableReason(refusal, networks) };
  });

  const nftCollections = contract.nftCollections.use(siteReads).handler(async ({ input }) => ({
    items: (await siteConfig(db, input.siteId)).collections ?? [],
  }));

  const look = contract.look.use(siteReads).handler(({ input }) => siteLook(db, input.siteId));

  const tradeSettings = contract.tradeSettings
    .use(siteReads)
    .handler(({ input }) => siteTradeSettings(db, input.siteId));

  return {
    leaderboard,
    widget,
    storeProducts,
    product,
    buyProduct,
    collection,
    storeStatus,
    nftCollections,
    look,
    tradeSettings,
  };
}
