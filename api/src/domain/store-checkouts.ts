// A site sells its owner's products through its commerce sections (ADR 0024). A visitor who buys one
// goes to the pay page of a checkout the server makes for that site and product, from what the site's
// saved sections say, never from the client: which products it sells and whether it asks the buyer's
// e-mail. These store checkouts are the server's; the back office lists and edits only the seller's own.
import { CommerceConfigSchema, type CommerceContent } from '@suite/shared/sections';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { checkoutItems, checkouts, productCollectionItems, products, widgets } from '../db/schema';
import { conflict, notFound } from '../errors';
import { readStoredConfig } from './widget-config';

/** The checkouts the seller made: the only ones the back office lists, edits or lets a section show. */
export const sellerMadeCheckout = isNull(checkouts.storeSiteId);

/** What the site's saved commerce sections show, read leniently (a section that fails its schema shows nothing). */
function commerceContents(configText: string): CommerceContent[] {
  return readStoredConfig(configText).config.page.sections.flatMap((section) => {
    if (section.type !== 'commerce') return [];
    const parsed = CommerceConfigSchema.safeParse(section.data);
    return parsed.success ? [parsed.data.content] : [];
  });
}

/**
 * Whether one of the contents sells the product: a store sells all, a product or collection section its
 * own (one query for all the collections shown).
 */
async function sells(
  db: Pick<AppDatabase, 'select'>,
  contents: readonly CommerceContent[],
  product: { id: string; ownerId: string },
): Promise<boolean> {
  if (contents.some((content) => content.type === 'store')) return true;
  if (contents.some((content) => content.type === 'single-product' && content.id === product.id)) return true;
  const collectionIds = contents.flatMap((content) =>
    content.type === 'collection' && content.id ? [content.id] : [],
  );
  if (collectionIds.length === 0) return false;
  const [item] = await db
    .select({ productId: productCollectionItems.productId })
    .from(productCollectionItems)
    .where(
      and(
        inArray(productCollectionItems.collectionId, collectionIds),
        eq(productCollectionItems.productId, product.id),
        eq(productCollectionItems.ownerId, product.ownerId),
      ),
    )
    .limit(1);
  return item !== undefined;
}

/**
 * The checkout through which site `siteId` sells `productId`, made on the first call and kept in step
 * with the site and the product on every later one. Its rules come from the site's saved sections:
 * the buyer's e-mail when a store section asks it (000 §3, `params.emailRequired`), a shipping address
 * for a product that is not digital, and a quantity the buyer chooses (1 to start).
 *
 * An unknown site answers 404 `site`; a product that is not the site owner's or not active, 404
 * `product`; an active product none of the site's commerce sections shows, 409 `siteDoesNotSellProduct`.
 */
export async function siteProductCheckout(
  db: AppDatabase,
  siteId: number,
  productId: string,
): Promise<string> {
  const [site] = await db
    .select({ ownerId: widgets.ownerId, config: widgets.config })
    .from(widgets)
    .where(eq(widgets.id, siteId));
  if (!site) throw notFound('site');
  const [product] = await db
    .select({
      id: products.id,
      ownerId: products.ownerId,
      name: products.name,
      description: products.description,
      digital: products.digital,
    })
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.ownerId, site.ownerId), isNotNull(products.publishedAt)),
    );
  if (!product) throw notFound('product');
  const contents = commerceContents(site.config);
  if (!(await sells(db, contents, product))) {
    throw conflict('siteDoesNotSellProduct', 'This site does not sell this product');
  }

  const rules = {
    title: product.name,
    description: product.description,
    requireEmail: contents.some((content) => content.type === 'store' && content.params.emailRequired),
    requireAddress: !product.digital,
    editable: true,
  };
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(checkouts)
      .values({ ...rules, ownerId: site.ownerId, storeSiteId: siteId, storeProductId: product.id })
      .onConflictDoNothing({ target: [checkouts.storeSiteId, checkouts.storeProductId] })
      .returning({ id: checkouts.id });
    if (created) {
      await tx.insert(checkoutItems).values({
        checkoutId: created.id,
        ownerId: site.ownerId,
        productId: product.id,
        quantity: 1,
        position: 0,
      });
      return created.id;
    }
    // Made before (by an earlier visit, or by a concurrent one whose insert won): the site's rules now.
    const [kept] = await tx
      .update(checkouts)
      .set({ ...rules, updatedAt: new Date() })
      .where(and(eq(checkouts.storeSiteId, siteId), eq(checkouts.storeProductId, product.id)))
      .returning({ id: checkouts.id });
    if (!kept) throw new Error(`The store checkout of site ${siteId} and product ${product.id} vanished`);
    return kept.id;
  });
}
