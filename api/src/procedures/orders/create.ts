import type { OrderCreateInput } from '@suite/shared';
import { PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { checkoutItems, checkoutNetworks, checkouts, products } from '../../db/schema';
import { isPayableChain, stablecoinOf, UNVERIFIABLE_NETWORK } from '../../domain/chains';
import { feesOnPrice } from '../../domain/marketplace-fees';
import { insertOrder, orderAmount, type OrderLine } from '../../domain/order-placement';
import { toReceipt } from '../../domain/order-view';
import { openPaymentRequest, startBlockOrUnavailable } from '../../domain/payment-requests';
import { receiptSecret, receiptToken } from '../../domain/receipt-links';
import { siteSale, soldNfts } from '../../domain/site-sales';
import { storeRefusal } from '../../domain/store';
import { conflict, invalidInput, notFound } from '../../errors';
import { refuseWhenLimited } from '../../http/rate-limit';
import { base } from '../../orpc';
import type { Services } from '../../services';

const UNKNOWN_PRODUCT = 'This product does not exist or is not for sale';
const NOT_LISTED = 'This site does not list this NFT at this checkout';

interface CheckoutRules {
  requireEmail: boolean;
  requireAddress: boolean;
  editable: boolean;
  /** productId → the checkout's quantity. */
  quantities: Map<string, number>;
}

/** The seller and, through a checkout, its rules: the checkout's owner, or the products' one. */
async function sellerOf(
  db: Executor,
  checkoutId: string | undefined,
  productOwners: string[],
): Promise<{ sellerId: string; checkout: CheckoutRules | undefined }> {
  if (checkoutId) {
    const [checkout] = await db
      .select({
        ownerId: checkouts.ownerId,
        requireEmail: checkouts.requireEmail,
        requireAddress: checkouts.requireAddress,
        editable: checkouts.editable,
      })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    if (!checkout) throw notFound('checkout');
    const lines = await db
      .select({ productId: checkoutItems.productId, quantity: checkoutItems.quantity })
      .from(checkoutItems)
      .where(eq(checkoutItems.checkoutId, checkoutId))
      .orderBy(asc(checkoutItems.position));
    return {
      sellerId: checkout.ownerId,
      checkout: {
        ...checkout,
        quantities: new Map(lines.map((line) => [line.productId, line.quantity])),
      },
    };
  }
  const owners = new Set(productOwners);
  const [sellerId] = owners;
  if (owners.size !== 1 || !sellerId) {
    throw invalidInput({ items: 'All items must come from the same store' });
  }
  return { sellerId, checkout: undefined };
}

/** A checkout sells its own items only, at its quantities unless the customer may edit them. */
function checkoutFieldErrors(input: OrderCreateInput, checkout: CheckoutRules): Record<string, string> {
  const fields: Record<string, string> = {};
  const ordered = input.items.map((item) => item.productId);
  const sameItems =
    ordered.length === checkout.quantities.size &&
    new Set(ordered).size === ordered.length &&
    ordered.every((productId) => checkout.quantities.has(productId));
  if (!sameItems) {
    fields.items = 'The items must be those of the checkout';
  } else if (!checkout.editable) {
    input.items.forEach((item, index) => {
      if (checkout.quantities.get(item.productId) !== item.quantity) {
        fields[`items.${index}.quantity`] = 'The quantities of this checkout cannot be changed';
      }
    });
  }
  if (checkout.requireEmail && !input.email) fields.email = 'Required';
  if (checkout.requireAddress && !input.shippingAddress) fields.shippingAddress = 'Required';
  return fields;
}

/**
 * An order without a checkout (the seed's cart payload, for API callers: no page of ours places one)
 * asks what the strictest checkout asks: the buyer's e-mail, and a shipping address when an item is
 * not digital — otherwise calling the API directly would drop what a store requires (ADR 0032).
 */
function cartFieldErrors(
  input: OrderCreateInput,
  found: Map<string, { digital: boolean }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!input.email) fields.email = 'Required';
  const physical = input.items.some((item) => found.get(item.productId)?.digital === false);
  if (physical && !input.shippingAddress) fields.shippingAddress = 'Required';
  return fields;
}

/**
 * Public (the paying customer has no session): places an order before it is paid. The total comes
 * from the product rows, never from the client. What can be refused without the chain is refused
 * here (unknown checkout or products, a network the seller did not enable or this server cannot
 * read, a token that is not its stablecoin, a store that cannot take orders). The order is Pending
 * with a payment request whose random reference the customer's transfer carries through the payment
 * proxy; the payment worker confirms the order from the proxy's logs with that reference only.
 * Bought through a site's asset store (`marketplaceSiteId`), the request also carries the marketplace
 * fees the server reads from that widget (when it is the seller's and lists the checkout), which the
 * buyer pays on top of the price with the same reference; with `listingTokenId`, the order names the
 * NFT of that listing, refused once a paid order names it (ADR 0033).
 * Limited per client and per checkout, so nobody can flood a seller with orders.
 */
export function createOrderProcedure(services: Services) {
  const { db, config } = services;
  const perClient = services.rateLimits.create('orders-per-client', {
    limit: config.payments.ordersPerClientPerMinute,
    windowMs: 60_000,
  });
  const perCheckout = services.rateLimits.create('orders-per-checkout', {
    limit: config.payments.ordersPerCheckoutPerMinute,
    windowMs: 60_000,
  });

  return base.orders.create.handler(async ({ input, context }) => {
    await refuseWhenLimited(
      perClient,
      context.clientIp,
      context,
      'tooManyOrders',
      'Too many orders from this address',
    );
    const productIds = [...new Set(input.items.map((item) => item.productId))];
    const rows = await db
      .select({
        id: products.id,
        ownerId: products.ownerId,
        name: products.name,
        price: products.price,
        imageUrl: products.imageUrl,
        digital: products.digital,
        content: products.content,
        publishedAt: products.publishedAt,
      })
      .from(products)
      .where(inArray(products.id, productIds));
    const found = new Map(rows.map((row) => [row.id, row]));
    const { sellerId, checkout } = await sellerOf(
      db,
      input.checkoutId,
      rows.map((row) => row.ownerId),
    );

    // A sale through a site's asset store: that widget's marketplace fees, and the NFT of the listing.
    const sale = await siteSale(db, {
      siteId: input.marketplaceSiteId,
      sellerId,
      checkoutId: input.checkoutId,
      tokenId: input.listingTokenId,
    });

    // An inactive product, or one of another store, is answered like an unknown one. A listed NFT
    // sells at the checkout's own quantities, the price its store shows.
    const fields: Record<string, string> = checkout
      ? checkoutFieldErrors(input, sale.listing ? { ...checkout, editable: false } : checkout)
      : cartFieldErrors(input, found);
    if (input.listingTokenId !== undefined && !sale.listing) fields.listingTokenId = NOT_LISTED;
    input.items.forEach((item, index) => {
      const product = found.get(item.productId);
      if (!product || !product.publishedAt || product.ownerId !== sellerId) {
        fields[`items.${index}.productId`] = UNKNOWN_PRODUCT;
      }
    });
    const [network] = await db
      .select({ chainId: checkoutNetworks.chainId })
      .from(checkoutNetworks)
      .where(and(eq(checkoutNetworks.ownerId, sellerId), eq(checkoutNetworks.chainId, input.chainId)));
    if (!network) {
      fields.chainId = 'The store does not accept payments on this network';
    } else if (!isPayableChain(config, input.chainId)) {
      fields.chainId = UNVERIFIABLE_NETWORK;
    } else if (!stablecoinOf(input.chainId, input.tokenAddress)) {
      fields.tokenAddress = 'Not a stablecoin accepted on this network';
    }
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    if (sale.listing && (await soldNfts(db, sellerId, [sale.listing])).length > 0) {
      throw conflict('listingSold', PUBLIC_CHECKOUT_MESSAGES.nftSold);
    }

    const store = await storeRefusal(db, sellerId);
    if (store.refusal) throw conflict(store.refusal.reason, store.refusal.message);
    const { receiverAddress } = store;
    // Counted only for an order the checkout would take: refused ones cannot close it to its buyers.
    if (input.checkoutId) {
      await refuseWhenLimited(
        perCheckout,
        input.checkoutId,
        context,
        'checkoutTooManyOrders',
        'This checkout is taking too many orders right now',
      );
    }

    const lines: OrderLine[] = input.items.map((item, position) => {
      const product = found.get(item.productId);
      if (!product) throw new Error(`Product ${item.productId} checked above is missing`);
      return { product, quantity: item.quantity, position };
    });
    const amount = orderAmount(lines);
    const fees = feesOnPrice(sale.rates, amount);

    const startBlock = await startBlockOrUnavailable(
      services,
      input.chainId,
      'The chain could not be read to place an order',
    );

    const placed = await db.transaction(async (tx) => {
      const order = await insertOrder(tx, config, {
        sellerId,
        receiverAddress,
        input,
        lines,
        amount,
        listing: sale.listing,
      });
      await openPaymentRequest(
        tx,
        config,
        {
          purpose: 'order',
          ownerId: sellerId,
          orderId: order.id,
          chainId: input.chainId,
          tokenAddress: input.tokenAddress,
          receiverAddress,
          amount,
          ...(input.marketplaceSiteId !== undefined && fees.length > 0
            ? { fees: { siteId: input.marketplaceSiteId, fees } }
            : {}),
        },
        startBlock,
      );
      return {
        order: await toReceipt(tx, order),
        receiptToken: receiptToken(await receiptSecret(tx), order.id),
      };
    });
    // The worker starts watching the chain for the order's reference now.
    services.background?.payments.kick();
    return placed;
  });
}
