import type { PublicCheckout } from '@suite/shared';
import { isSameNft, PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db';
import { isUuid } from '../db/ids';
import { checkoutItems, checkouts, productImages, products } from '../db/schema';
import { linesTotal, normalizeDecimal } from '../domain/decimal';
import { feesOnPrice, toMarketplaceFees } from '../domain/marketplace-fees';
import { payPageUrl } from '../domain/pay-page';
import { siteSale, soldNfts } from '../domain/site-sales';
import { payableNetworks, storeRefusal, storeUnavailableReason } from '../domain/store';
import { apiError } from '../errors';
import type { PublicReadsLimit } from '../http/public-reads-limit';
import { base } from '../orpc';
import type { Services } from '../services';

function checkoutNotFound() {
  return apiError('NOT_FOUND', 'publicCheckoutNotFound', PUBLIC_CHECKOUT_MESSAGES.notFound);
}

/**
 * A checkout as its buyer sees it; `site`, the site whose asset store the buyer came from, adds the
 * marketplace fees that widget's settings put on the sale (none when it is not the seller's) and the
 * tokens it lists here that are sold; `token`, the NFT of its listing the buyer came for.
 */
async function loadPublicCheckout(
  db: Executor,
  config: Config,
  query: { id: string; site?: number; token?: string },
): Promise<PublicCheckout> {
  const { id, site, token } = query;
  if (!isUuid(id)) throw checkoutNotFound();
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  if (!checkout) throw checkoutNotFound();

  const lines = await db
    .select({
      productId: checkoutItems.productId,
      quantity: checkoutItems.quantity,
      name: products.name,
      description: products.description,
      price: products.price,
      imageUrl: products.imageUrl,
      publishedAt: products.publishedAt,
    })
    .from(checkoutItems)
    .innerJoin(products, eq(products.id, checkoutItems.productId))
    .where(and(eq(checkoutItems.checkoutId, id), eq(products.ownerId, checkout.ownerId)))
    .orderBy(asc(checkoutItems.position), asc(checkoutItems.id));
  const productIds = lines.map((line) => line.productId);
  const images =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: productImages.productId, url: productImages.url })
          .from(productImages)
          .where(inArray(productImages.productId, productIds))
          .orderBy(asc(productImages.productId), asc(productImages.position));

  const items = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    name: line.name,
    description: line.description,
    price: normalizeDecimal(line.price),
    imageUrl: line.imageUrl,
    images: images.filter((image) => image.productId === line.productId).map((image) => image.url),
    forSale: line.publishedAt !== null,
  }));
  const total = linesTotal(items);

  const [{ receiverAddress, refusal }, networks, sale] = await Promise.all([
    storeRefusal(db, checkout.ownerId),
    payableNetworks(db, config, checkout.ownerId),
    siteSale(db, { siteId: site, sellerId: checkout.ownerId, checkoutId: checkout.id, tokenId: token }),
  ]);
  const sold = await soldNfts(db, checkout.ownerId, sale.listed);
  const { listing } = sale;
  const listingSold = listing !== null && sold.some((nft) => isSameNft(nft, listing));
  const unavailableReason = listingSold
    ? PUBLIC_CHECKOUT_MESSAGES.nftSold
    : items.length === 0 || items.some((item) => !item.forSale)
      ? PUBLIC_CHECKOUT_MESSAGES.itemsUnavailable
      : storeUnavailableReason(refusal, networks);

  return {
    id: checkout.id,
    title: checkout.title,
    description: checkout.description,
    requireEmail: checkout.requireEmail,
    requireAddress: checkout.requireAddress,
    // A listed NFT sells at the checkout's own quantities: the price its store shows.
    editable: checkout.editable && listing === null,
    items,
    total,
    receiverAddress,
    networks,
    unavailableReason,
    marketplaceFees: toMarketplaceFees(feesOnPrice(sale.rates, total)),
    listing,
    sold,
    payUrl: payPageUrl(config, checkout.id, { site }),
  };
}

export function publicCheckoutProcedures(services: Services, publicReads: PublicReadsLimit) {
  // Public: the customer has no session. Nothing private is read (no e-mail, no credits figure).
  const get = base.publicCheckouts.get
    .use(publicReads)
    .handler(({ input }) => loadPublicCheckout(services.db, services.config, input));
  return { get };
}
