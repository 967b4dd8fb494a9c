import { randomBytes } from 'node:crypto';
import { createRouterClient } from '@orpc/server';
import { AddressSchema, LOCAL_CHAIN_ID, LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { createSession, revokeSession, sessionIdOf } from '../auth/sessions';
import { SignatureVerifier } from '../auth/siwe';
import type { Config } from '../config';
import type { Database } from '../db';
import { notifications, orders, userAccounts, users } from '../db/schema';
import { grantCredits } from '../procedures/credits-ledger';
import { createRouter } from '../router';
import {
  DEMO_CATEGORIES,
  DEMO_CHAIN_IDS,
  DEMO_CHECKOUTS,
  DEMO_COLLECTIONS,
  DEMO_CREDITS,
  DEMO_CREDITS_REASON,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_RECEIVER_EMAIL,
  DEMO_WIDGET_CONFIG,
} from './demo-data';

export type SeedResult =
  | { seeded: false; userId: string; reason: string }
  | {
      seeded: true;
      userId: string;
      createdUser: boolean;
      counts: {
        categories: number;
        products: number;
        collections: number;
        checkouts: number;
        orders: number;
        widgets: number;
      };
    };

const randomHex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;

/** The user who signs in with `address`, created (with the address linked) when missing. */
async function findOrCreateUser(
  database: Database,
  address: string,
): Promise<{ id: string; created: boolean }> {
  return database.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ userId: userAccounts.userId })
      .from(userAccounts)
      .where(eq(userAccounts.address, address));
    if (linked) return { id: linked.userId, created: false };
    const [user] = await tx.insert(users).values({}).returning({ id: users.id });
    if (!user) throw new Error('Creating a user returned no row');
    await tx.insert(userAccounts).values({ address, userId: user.id });
    return { id: user.id, created: true };
  });
}

/**
 * Loads a demo back office for the wallet `address`. Everything goes through the API's own procedures
 * (the contract's schemas, ownership and business rules) in process, as that user; only what has no
 * endpoint yet is written directly: the credits grant (server-side only, like a purchase), the payment
 * checker's status changes (PaymentConfirmed, TransactionFailed) and spreading dates over past days.
 * A user who already has products is left alone.
 */
export async function seedDemoData(options: {
  database: Database;
  config: Config;
  address: string;
  log?: (line: string) => void;
}): Promise<SeedResult> {
  const { database, config } = options;
  const log = options.log ?? (() => {});
  const address = AddressSchema.parse(options.address).toLowerCase();
  const user = await findOrCreateUser(database, address);

  const token = await createSession(database.db, user.id, address);
  const router = createRouter({
    config,
    db: database.db,
    databaseKind: database.kind,
    verifier: new SignatureVerifier(config.rpcUrls),
    version: 'seed',
  });
  const api = createRouterClient(router, {
    context: {
      host: undefined,
      origin: undefined,
      clientIp: 'seed',
      sessionToken: token,
      resHeaders: new Headers(),
    },
  });

  try {
    const existing = await api.products.list({ limit: 1 });
    if (existing.totalItems > 0) {
      return {
        seeded: false,
        userId: user.id,
        reason: `${address} already has ${existing.totalItems} products; nothing was added`,
      };
    }

    const categoryIds = new Map<string, string>();
    for (const name of DEMO_CATEGORIES) {
      categoryIds.set(name, (await api.productCategories.create({ name })).id);
    }
    log(`categories: ${categoryIds.size}`);

    const productIds = new Map<string, string>();
    const productId = (name: string) => {
      const id = productIds.get(name);
      if (!id) throw new Error(`Demo data names an unknown product: ${name}`);
      return id;
    };
    for (const product of DEMO_PRODUCTS) {
      const [cover] = product.images;
      const created = await api.products.create({
        name: product.name,
        description: product.description,
        price: product.price,
        imageUrl: cover ?? null,
        publishedAt: product.active ? new Date().toISOString() : null,
        categoryId: categoryIds.get(product.category) ?? null,
        digital: product.digital !== undefined,
        content: product.digital?.content ?? null,
      });
      await api.products.setImages({ id: created.id, images: product.images });
      productIds.set(product.name, created.id);
    }
    log(`products: ${productIds.size}`);

    for (const collection of DEMO_COLLECTIONS) {
      await api.productCollections.create({
        name: collection.name,
        items: collection.products.map((name) => ({ productId: productId(name) })),
      });
    }
    log(`collections: ${DEMO_COLLECTIONS.length}`);

    await api.commerceSettings.saveReceiver({ receiverAccount: address, receiverEmail: DEMO_RECEIVER_EMAIL });
    await api.commerceSettings.saveNetworks({ chainIds: DEMO_CHAIN_IDS });
    await grantCredits(database.db, user.id, DEMO_CREDITS, DEMO_CREDITS_REASON);
    log(`receiver, networks ${DEMO_CHAIN_IDS.join(', ')}, ${DEMO_CREDITS} credits`);

    const checkoutIds = new Map<string, string>();
    for (const checkout of DEMO_CHECKOUTS) {
      const { items, ...fields } = checkout;
      const created = await api.checkouts.create({
        ...fields,
        items: items.map((item) => ({ productId: productId(item.product), quantity: item.quantity })),
      });
      checkoutIds.set(checkout.title, created.id);
    }
    log(`checkouts: ${checkoutIds.size}`);

    const widget = await api.widget.upsert({ config: JSON.stringify(DEMO_WIDGET_CONFIG), kit: 'Commerce' });
    log(`widget: ${widget.id}`);

    const orderIds: string[] = [];
    const pendingOrderIds = new Set<string>();
    const readOrderIds: string[] = [];
    for (const demo of DEMO_ORDERS) {
      const checkoutId = demo.checkout ? checkoutIds.get(demo.checkout) : undefined;
      const order = await api.orders.create({
        siteId: String(widget.id),
        ...(checkoutId ? { checkoutId } : {}),
        ...(demo.email ? { email: demo.email } : {}),
        ...(demo.shippingAddress ? { shippingAddress: demo.shippingAddress } : {}),
        sender: randomHex(20),
        chainId: LOCAL_CHAIN_ID,
        hash: randomHex(32),
        tokenAddress: LOCAL_TEST_STABLECOIN_ADDRESS,
        items: demo.items.map((item) => ({ productId: productId(item.product), quantity: item.quantity })),
      });
      orderIds.push(order.id);
      if (demo.status === 'Pending') pendingOrderIds.add(order.id);
      if (demo.read) readOrderIds.push(order.id);
      // Confirming a payment (or seeing it fail) is the payment checker's job, which has no endpoint.
      const confirmed = ['PaymentConfirmed', 'Finalized', 'Refunded'].includes(demo.status);
      if (confirmed || demo.status === 'TransactionFailed') {
        await database.db
          .update(orders)
          .set({ status: confirmed ? 'PaymentConfirmed' : 'TransactionFailed' })
          .where(eq(orders.id, order.id));
      }
      if (demo.status === 'Finalized') await api.orders.finalize({ id: order.id });
      if (demo.status === 'Refunded') await api.orders.refund({ id: order.id });
      if (demo.status === 'Cancelled') await api.orders.cancel({ id: order.id });
    }

    // Spread the orders (and their notifications) over the past days, oldest first. The Pending ones
    // keep the time of seeding: their transactions are made up, so the payment checker fails them once
    // PAYMENT_NOT_FOUND_MINUTES have passed since the order, as it would any payment it cannot find.
    for (const [index, id] of orderIds.entries()) {
      if (pendingOrderIds.has(id)) continue;
      const daysAgo = orderIds.length - index;
      const createdAt = sql`now() - make_interval(days => ${daysAgo}, hours => ${index * 3})`;
      await database.db.update(orders).set({ createdAt }).where(eq(orders.id, id));
      await database.db.update(notifications).set({ createdAt }).where(eq(notifications.orderId, id));
    }
    const toMarkRead = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.orderId, readOrderIds));
    await api.notifications.markRead({ ids: toMarkRead.map((row) => row.id) });
    log(`orders: ${orderIds.length} (${readOrderIds.length} notifications read)`);

    return {
      seeded: true,
      userId: user.id,
      createdUser: user.created,
      counts: {
        categories: categoryIds.size,
        products: productIds.size,
        collections: DEMO_COLLECTIONS.length,
        checkouts: checkoutIds.size,
        orders: orderIds.length,
        widgets: 1,
      },
    };
  } finally {
    await revokeSession(database.db, sessionIdOf(token));
  }
}
