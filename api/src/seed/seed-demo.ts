import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRouterClient } from '@orpc/server';
import { LOCAL_CHAIN_ID, LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { AddressSchema, ShippingAddressSchema } from '@suite/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { createSession, revokeSession, sessionIdOf } from '../auth/sessions';
import { SignatureVerifier } from '../auth/siwe';
import type { Config } from '../config';
import type { Database } from '../db';
import { notifications, orders, userAccounts, users } from '../db/schema';
import { isPayableChain } from '../domain/chains';
import { grantCredits } from '../domain/credits-ledger';
import { recordOrderEvent } from '../domain/order-events';
import { insertOrder, orderAmount } from '../domain/order-placement';
import { openPaymentRequest } from '../domain/payment-requests';
import { orderFailure } from '../domain/order-failure';
import { createRouter } from '../router';
import { createRateLimits } from '../http/rate-limit';
import { createLogger } from '../log';
import {
  DEMO_CATEGORIES,
  DEMO_CHAIN_IDS,
  DEMO_CHECKOUTS,
  DEMO_COLLECTIONS,
  DEMO_CREDITS,
  DEMO_CREDITS_REASON,
  DEMO_LEADERBOARD,
  DEMO_ORDERS,
  DEMO_PICTURES,
  DEMO_PRODUCTS,
  DEMO_RECEIVER_EMAIL,
  DEMO_STORE_PROFILE,
  DEMO_WIDGET_CONFIG,
  type DemoPicture,
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
        leaderboardEntries: number;
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
  const logger = createLogger(config.logLevel);
  const router = createRouter({
    config,
    db: database.db,
    databaseKind: database.kind,
    verifier: new SignatureVerifier(config.rpcUrls),
    version: 'seed',
    log: logger,
    rateLimits: createRateLimits(database, logger),
  });
  const api = createRouterClient(router, {
    context: {
      host: undefined,
      origin: undefined,
      clientIp: 'seed',
      sessionToken: token,
      requestId: 'seed',
      trace: {},
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
      // A category of that name left from an earlier run is reused: names are unique per owner.
      const { items } = await api.productCategories.list({ q: name, limit: 100 });
      const existing = items.find((category) => category.name.toLowerCase() === name.toLowerCase());
      categoryIds.set(name, existing?.id ?? (await api.productCategories.create({ name })).id);
    }
    log(`categories: ${categoryIds.size}`);

    const productIds = new Map<string, string>();
    const productId = (name: string) => {
      const id = productIds.get(name);
      if (!id) throw new Error(`Demo data names an unknown product: ${name}`);
      return id;
    };
    // The pictures become the seller's uploaded images, addressed as the image picker addresses
    // them: on the suite's own origin, which passes /api to this server.
    const pictureUrls = new Map<DemoPicture, string>();
    for (const picture of DEMO_PICTURES) {
      const bytes = await readFile(new URL(`./pictures/${picture}.webp`, import.meta.url));
      const file = new File([bytes], `${picture}.webp`, { type: 'image/webp' });
      const uploaded = await api.images.upload({ file });
      pictureUrls.set(picture, new URL(uploaded.url, config.publicAppUrl).href);
    }
    log(`pictures: ${pictureUrls.size}`);

    const pictureUrl = (picture: DemoPicture) => {
      const url = pictureUrls.get(picture);
      if (!url) throw new Error(`Demo data names an unknown picture: ${picture}`);
      return url;
    };

    for (const product of DEMO_PRODUCTS) {
      const images = product.pictures.map(pictureUrl);
      const [cover] = images;
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
      await api.products.setImages({ id: created.id, images });
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

    // A profile the wallet's user already made is theirs: it is left as it is.
    if (!(await api.user.profile()).username) {
      const { picture, background, ...profile } = DEMO_STORE_PROFILE;
      const username = `demo_${address.slice(2, 8)}`;
      await api.user.upsert({
        ...profile,
        username,
        profileImageURL: pictureUrl(picture),
        backgroundImageURL: pictureUrl(background),
        storeAccount: address,
      });
      log(`profile: ${username}`);
    }

    await api.commerceSettings.saveReceiver({ receiverAccount: address, receiverEmail: DEMO_RECEIVER_EMAIL });
    // Those this server can take payments on: the local chain here, Polygon and Base where it reads them.
    const networks = DEMO_CHAIN_IDS.filter((chainId) => isPayableChain(config, chainId));
    await api.commerceSettings.saveNetworks({ chainIds: networks });
    await grantCredits(database.db, user.id, DEMO_CREDITS, DEMO_CREDITS_REASON, { grant: 'demo' });
    log(`receiver, networks ${networks.join(', ')}, ${DEMO_CREDITS} credits`);

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

    const created = await api.widget.upsert({ config: JSON.stringify(DEMO_WIDGET_CONFIG), kit: 'Commerce' });
    // Its leaderboard, then a ranking section showing it (the section needs the leaderboard's id).
    const leaderboard = await api.leaderboards.create({
      siteId: created.id,
      title: DEMO_LEADERBOARD.title,
      description: DEMO_LEADERBOARD.description,
    });
    for (const entry of DEMO_LEADERBOARD.entries) {
      await api.leaderboards.addEntry({ id: leaderboard.id, address: entry.address, score: entry.score });
    }
    const rankingSection = {
      type: 'ranking',
      name: DEMO_LEADERBOARD.sectionName,
      data: { title: DEMO_LEADERBOARD.sectionTitle, rankingId: leaderboard.id },
    };
    const widget = await api.widget.upsert({
      id: created.id,
      version: created.version,
      config: JSON.stringify({
        ...DEMO_WIDGET_CONFIG,
        page: { ...DEMO_WIDGET_CONFIG.page, sections: [...DEMO_WIDGET_CONFIG.page.sections, rankingSection] },
      }),
    });
    log(
      `widget: ${widget.id}, leaderboard ${leaderboard.id} with ${DEMO_LEADERBOARD.entries.length} entries`,
    );

    // Orders are written as the order procedure writes them (priced from the products), but without
    // asking the chain (it may not run yet): the Pending ones wait for a payment from block 0 of the
    // local chain, and expire unpaid after PAYMENT_WINDOW_MINUTES; the others are past orders whose
    // payment the checker confirmed (their transactions are made up: the local chain has no history).
    const products = await api.products.list({ limit: 100 });
    const orderIds: string[] = [];
    const pendingOrderIds = new Set<string>();
    const readOrderIds: string[] = [];
    for (const demo of DEMO_ORDERS) {
      const checkoutId = demo.checkout ? checkoutIds.get(demo.checkout) : undefined;
      const lines = demo.items.map((item, position) => {
        const product = products.items.find((candidate) => candidate.id === productId(item.product));
        if (!product) throw new Error(`Demo product ${item.product} was not created`);
        return { product, quantity: item.quantity, position };
      });
      const amount = orderAmount(lines);
      const input = {
        siteId: String(widget.id),
        ...(checkoutId ? { checkoutId } : {}),
        ...(demo.email ? { email: demo.email } : {}),
        ...(demo.shippingAddress
          ? { shippingAddress: ShippingAddressSchema.parse(demo.shippingAddress) }
          : {}),
        sender: randomHex(20),
        chainId: LOCAL_CHAIN_ID,
        tokenAddress: LOCAL_TEST_STABLECOIN_ADDRESS,
      };
      const order = await database.db.transaction(async (tx) => {
        const placed = await insertOrder(tx, config, {
          sellerId: user.id,
          receiverAddress: address,
          input,
          lines,
          amount,
        });
        if (demo.status === 'Pending' || demo.status === 'Cancelled') {
          await openPaymentRequest(
            tx,
            config,
            {
              purpose: 'order',
              ownerId: user.id,
              orderId: placed.id,
              chainId: LOCAL_CHAIN_ID,
              tokenAddress: input.tokenAddress,
              receiverAddress: address,
              amount,
            },
            0n,
          );
          return placed;
        }
        const [updated] = await tx
          .update(orders)
          .set(
            demo.status === 'TransactionFailed'
              ? // As a reported payment that reverted leaves it: no payment, the transaction named.
                {
                  status: 'TransactionFailed',
                  ...orderFailure({ code: 'reverted', hash: randomHex(32) }, LOCAL_CHAIN_ID),
                }
              : {
                  status: 'PaymentConfirmed',
                  hash: randomHex(32),
                  paidAmount: amount,
                  confirmedAt: new Date(),
                },
          )
          .where(eq(orders.id, placed.id))
          .returning();
        if (!updated) throw new Error('The demo order vanished');
        if (demo.status === 'TransactionFailed') {
          await recordOrderEvent(tx, updated, 'failed');
        } else {
          await recordOrderEvent(tx, updated, 'created');
          await recordOrderEvent(tx, updated, 'confirmed');
        }
        return updated;
      });
      orderIds.push(order.id);
      if (demo.status === 'Pending') pendingOrderIds.add(order.id);
      if (demo.read) readOrderIds.push(order.id);
      if (demo.status === 'Finalized') await api.orders.finalize({ id: order.id });
      if (demo.status === 'Refunded') await api.orders.refund({ id: order.id });
      if (demo.status === 'Cancelled') await api.orders.cancel({ id: order.id });
    }

    // Spread the orders (and their notifications) over the past days, oldest first. The Pending ones
    // keep the time of seeding: they wait for a payment until PAYMENT_WINDOW_MINUTES have passed.
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
        leaderboardEntries: DEMO_LEADERBOARD.entries.length,
      },
    };
  } finally {
    await revokeSession(database.db, sessionIdOf(token));
  }
}
