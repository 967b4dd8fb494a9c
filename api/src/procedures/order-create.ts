import { stablecoinsOf } from '@suite/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { checkoutNetworks, checkouts, checkoutSettings, orderItems, orders, products } from '../db/schema';
import { base, type Services } from '../orpc';
import { badFields, conflict, notFound, type Executor } from './commerce-common';
import { canAcceptOrders } from './credits-ledger';
import { fromMicros, toMicros } from './decimal';
import { notify } from './notifications';
import { toOrder } from './order-view';

const UNKNOWN_PRODUCT = 'This product does not exist or is not for sale';

/** The seller and whether the checkout asks for an e-mail: the checkout's owner, or the products' one. */
async function sellerOf(
  db: Executor,
  checkoutId: string | undefined,
  productOwners: string[],
): Promise<{ sellerId: string; requireEmail: boolean }> {
  if (checkoutId) {
    const [checkout] = await db
      .select({ ownerId: checkouts.ownerId, requireEmail: checkouts.requireEmail })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    if (!checkout) throw notFound('Checkout');
    return { sellerId: checkout.ownerId, requireEmail: checkout.requireEmail };
  }
  const owners = new Set(productOwners);
  const [sellerId] = owners;
  if (owners.size !== 1 || !sellerId) {
    throw badFields({ items: 'All items must come from the same store' });
  }
  return { sellerId, requireEmail: false };
}

/**
 * Public (the paying customer has no session): records a payment as a Pending order of the seller.
 * Prices come from the product rows, never from the client. Verifying the transaction on chain is
 * the payment checker's job (a later issue); until then an order stays Pending.
 */
export function createOrderProcedure(services: Services) {
  const { db } = services;

  return base.orders.create.handler(async ({ input }) => {
    const productIds = [...new Set(input.items.map((item) => item.productId))];
    const rows = await db
      .select({
        id: products.id,
        ownerId: products.ownerId,
        name: products.name,
        price: products.price,
        imageUrl: products.imageUrl,
        publishedAt: products.publishedAt,
      })
      .from(products)
      .where(inArray(products.id, productIds));
    const found = new Map(rows.map((row) => [row.id, row]));
    const { sellerId, requireEmail } = await sellerOf(
      db,
      input.checkoutId,
      rows.map((row) => row.ownerId),
    );

    // An inactive product, or one of another store, is answered like an unknown one.
    const fields: Record<string, string> = {};
    input.items.forEach((item, index) => {
      const product = found.get(item.productId);
      if (!product || !product.publishedAt || product.ownerId !== sellerId) {
        fields[`items.${index}.productId`] = UNKNOWN_PRODUCT;
      }
    });
    if (requireEmail && !input.email) fields.email = 'Required';
    const [network] = await db
      .select({ chainId: checkoutNetworks.chainId })
      .from(checkoutNetworks)
      .where(and(eq(checkoutNetworks.ownerId, sellerId), eq(checkoutNetworks.chainId, input.chainId)));
    if (!network) {
      fields.chainId = 'The store does not accept payments on this network';
    } else if (
      !stablecoinsOf(input.chainId).some(
        (token) => token.address.toLowerCase() === input.tokenAddress.toLowerCase(),
      )
    ) {
      fields.tokenAddress = 'Not a stablecoin accepted on this network';
    }
    if (Object.keys(fields).length > 0) throw badFields(fields);

    const [settings] = await db
      .select({ address: checkoutSettings.receiverAddress, email: checkoutSettings.receiverEmail })
      .from(checkoutSettings)
      .where(eq(checkoutSettings.ownerId, sellerId));
    if (!settings?.address || !settings.email || !(await canAcceptOrders(db, sellerId))) {
      throw conflict('The store cannot accept orders right now');
    }

    const lines = input.items.map((item, position) => {
      const product = found.get(item.productId);
      if (!product) throw new Error(`Product ${item.productId} checked above is missing`);
      return { product, quantity: item.quantity, position };
    });
    const amount = lines.reduce(
      (total, line) => total + toMicros(line.product.price) * BigInt(line.quantity),
      0n,
    );

    const created = await db.transaction(async (tx) => {
      // The unique hash decides between concurrent submissions of one payment: exactly one order wins.
      const [order] = await tx
        .insert(orders)
        .values({
          ownerId: sellerId,
          siteId: input.siteId,
          checkoutId: input.checkoutId ?? null,
          status: 'Pending',
          hash: input.hash.toLowerCase(),
          chainId: input.chainId,
          contractAddress: input.tokenAddress.toLowerCase(),
          senderAddress: input.sender.toLowerCase(),
          amount: fromMicros(amount),
          email: input.email ?? null,
        })
        .onConflictDoNothing({ target: orders.hash })
        .returning();
      if (!order) throw conflict('This transaction was already used for an order');
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          title: line.product.name,
          price: line.product.price,
          quantity: line.quantity,
          imageUrl: line.product.imageUrl,
          position: line.position,
        })),
      );
      await notify(tx, {
        ownerId: sellerId,
        kind: 'order.created',
        title: 'New order',
        message: `A new order of ${fromMicros(amount)} USD is waiting for its payment to be confirmed.`,
        orderId: order.id,
      });
      return toOrder(tx, order);
    });
    return created;
  });
}
