import {
  paymentProxyAddress,
  PUBLIC_CHECKOUT_MESSAGES,
  stablecoinsOf,
  type ApiErrorReason,
  type PaymentNetwork,
  type PublicCheckout,
} from '@suite/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { requiredConfirmations, type Config } from '../config';
import {
  checkoutItems,
  checkoutNetworks,
  checkouts,
  checkoutSettings,
  productImages,
  products,
} from '../db/schema';
import { apiError } from '../http/errors';
import type { PublicReadsLimit } from '../http/public-reads-limit';
import { base, type Services } from '../orpc';
import { isUuid, type Executor } from '../procedures/commerce-common';
import { canAcceptOrders } from '../procedures/credits-ledger';
import { fromMicros, normalizeDecimal, toMicros } from '../procedures/decimal';
import { feesOnPrice, marketplaceFeeRates, toMarketplaceFees } from './marketplace-fees';

/**
 * A chain can take payments here if it has stablecoins, a payment proxy (to carry the order's
 * reference), and this server can read it; the seller also enables it per store.
 */
export function isPayableChain(config: Pick<Config, 'rpcUrls'>, chainId: number): boolean {
  return (
    config.rpcUrls.has(chainId) &&
    stablecoinsOf(chainId).length > 0 &&
    paymentProxyAddress(chainId) !== undefined
  );
}

export async function payableNetworks(
  db: Executor,
  config: Config,
  ownerId: string,
): Promise<PaymentNetwork[]> {
  const rows = await db
    .select({ chainId: checkoutNetworks.chainId })
    .from(checkoutNetworks)
    .where(eq(checkoutNetworks.ownerId, ownerId))
    .orderBy(asc(checkoutNetworks.chainId));
  return rows
    .filter((row) => isPayableChain(config, row.chainId))
    .map((row) => ({
      chainId: row.chainId,
      requiredConfirmations: requiredConfirmations(config, row.chainId),
    }));
}

/** Why a store cannot take an order: the message for the customer, and its reason for the API's 409. */
export interface StoreRefusal {
  reason: ApiErrorReason;
  message: string;
}

/**
 * Why the seller cannot take an order now, or null with the wallet that receives it: a receiver
 * wallet and e-mail, and 0.5 USD of credits (seed 001 §9) are needed.
 */
export async function storeRefusal(
  db: Executor,
  ownerId: string,
): Promise<
  { receiverAddress: string | null; refusal: StoreRefusal } | { receiverAddress: string; refusal: null }
> {
  const [settings] = await db
    .select({ address: checkoutSettings.receiverAddress, email: checkoutSettings.receiverEmail })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.ownerId, ownerId));
  const receiverAddress = settings?.address ?? null;
  if (!receiverAddress || !settings?.email) {
    return {
      receiverAddress,
      refusal: { reason: 'storeReceiverMissing', message: PUBLIC_CHECKOUT_MESSAGES.receiverMissing },
    };
  }
  if (!(await canAcceptOrders(db, ownerId))) {
    return {
      receiverAddress,
      refusal: { reason: 'storeCannotTakeOrders', message: PUBLIC_CHECKOUT_MESSAGES.noCredits },
    };
  }
  return { receiverAddress, refusal: null };
}

function checkoutNotFound() {
  return apiError('NOT_FOUND', 'publicCheckoutNotFound', PUBLIC_CHECKOUT_MESSAGES.notFound);
}

/**
 * A checkout as its buyer sees it; `site`, the site whose asset store the buyer came from, adds the
 * marketplace fees that widget's settings put on the sale (none when it is not the seller's).
 */
export async function loadPublicCheckout(
  db: Executor,
  config: Config,
  id: string,
  site?: number,
): Promise<PublicCheckout> {
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
  const total = items.reduce((sum, item) => sum + toMicros(item.price) * BigInt(item.quantity), 0n);

  const [{ receiverAddress, refusal }, networks, rates] = await Promise.all([
    storeRefusal(db, checkout.ownerId),
    payableNetworks(db, config, checkout.ownerId),
    marketplaceFeeRates(db, { siteId: site, sellerId: checkout.ownerId, checkoutId: checkout.id }),
  ]);
  const unavailableReason =
    items.length === 0 || items.some((item) => !item.forSale)
      ? PUBLIC_CHECKOUT_MESSAGES.itemsUnavailable
      : (refusal?.message ?? (networks.length === 0 ? PUBLIC_CHECKOUT_MESSAGES.noNetwork : null));

  return {
    id: checkout.id,
    title: checkout.title,
    description: checkout.description,
    requireEmail: checkout.requireEmail,
    requireAddress: checkout.requireAddress,
    editable: checkout.editable,
    items,
    total: fromMicros(total),
    receiverAddress,
    networks,
    unavailableReason,
    marketplaceFees: toMarketplaceFees(feesOnPrice(rates, fromMicros(total))),
  };
}

export function publicCheckoutProcedures(services: Services, publicReads: PublicReadsLimit) {
  // Public: the customer has no session. Nothing private is read (no e-mail, no credits figure).
  const get = base.publicCheckouts.get
    .use(publicReads)
    .handler(({ input }) => loadPublicCheckout(services.db, services.config, input.id, input.site));
  return { get };
}
