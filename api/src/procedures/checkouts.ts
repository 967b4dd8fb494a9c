import type { Checkout, CheckoutInput } from '@suite/shared';
import { CHECKOUT_RECEIVER_MISSING_MESSAGE } from '@suite/shared/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { AppDatabase } from '../db';
import { deleteOwned } from '../db/owned-rows';
import { countRows, listPage, orderBy, readPage, textSearch } from '../db/paging';
import { checkoutItems, checkouts, checkoutSettings, products } from '../db/schema';
import { assertOwnProducts } from '../domain/catalog-ownership';
import { assertOwnSite } from '../domain/sites';
import { payPageUrl } from '../domain/pay-page';
import { sellerMadeCheckout } from '../domain/store-checkouts';
import { apiError, notFound } from '../errors';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

type Queryable = Pick<AppDatabase, 'select' | 'insert' | 'delete'>;
type CheckoutItemInput = Required<CheckoutInput>['items'][number];

const checkoutColumns = {
  id: checkouts.id,
  title: checkouts.title,
  description: checkouts.description,
  requireEmail: checkouts.requireEmail,
  requireAddress: checkouts.requireAddress,
  editable: checkouts.editable,
  createdAt: checkouts.createdAt,
};

/** Checkout rows as the seller reads them: their items, and the address buyers pay them at. */
async function withItems(
  db: AppDatabase,
  config: Config,
  rows: (Omit<Checkout, 'items' | 'createdAt' | 'payUrl'> & { createdAt: Date })[],
): Promise<Checkout[]> {
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            id: checkoutItems.id,
            checkoutId: checkoutItems.checkoutId,
            productId: checkoutItems.productId,
            quantity: checkoutItems.quantity,
            name: products.name,
            publishedAt: products.publishedAt,
          })
          .from(checkoutItems)
          .innerJoin(products, eq(products.id, checkoutItems.productId))
          .where(inArray(checkoutItems.checkoutId, ids))
          .orderBy(asc(checkoutItems.position), asc(checkoutItems.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // The one address the server names for buyers (ADR 0025), whatever page the seller shares it from.
    payUrl: payPageUrl(config, row.id),
    items: items
      .filter((item) => item.checkoutId === row.id)
      .map(({ id, productId, quantity, name, publishedAt }) => ({
        id,
        productId,
        quantity,
        name,
        active: publishedAt !== null,
      })),
  }));
}

async function findCheckout(db: AppDatabase, config: Config, ownerId: string, id: string): Promise<Checkout> {
  const rows = await db
    .select(checkoutColumns)
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.ownerId, ownerId), sellerMadeCheckout));
  const [checkout] = await withItems(db, config, rows);
  if (!checkout) throw notFound('checkout');
  return checkout;
}

async function replaceItems(
  tx: Queryable,
  ownerId: string,
  checkoutId: string,
  items: readonly CheckoutItemInput[],
) {
  await assertOwnProducts(
    tx,
    ownerId,
    items.map((item) => item.productId),
    (index) => `items.${index}.productId`,
  );
  await tx.delete(checkoutItems).where(eq(checkoutItems.checkoutId, checkoutId));
  await tx.insert(checkoutItems).values(
    items.map((item, position) => ({
      checkoutId,
      ownerId,
      productId: item.productId,
      quantity: item.quantity,
      position,
    })),
  );
}

/** A checkout takes payments for its owner: without a receiver wallet and e-mail nobody could be paid or told. */
async function assertReceiverConfigured(db: Queryable, ownerId: string) {
  const [settings] = await db
    .select({ address: checkoutSettings.receiverAddress, email: checkoutSettings.receiverEmail })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.ownerId, ownerId));
  if (!settings?.address || !settings.email) {
    throw apiError('CONFLICT', 'checkoutReceiverMissing', CHECKOUT_RECEIVER_MISSING_MESSAGE);
  }
}

/**
 * The seller's checkouts: a title, rules for the buyer, and the products it sells at their quantities.
 * A site's store checkouts (ADR 0024) are the server's: none of these lists, reads, edits or deletes them.
 */
export function checkoutProcedures(services: Services) {
  const { db, config } = services;
  const session = requireSession(services);
  const contract = base.checkouts;

  const list = contract.list.use(session).handler(async ({ input, context }) => {
    const where = and(
      eq(checkouts.ownerId, context.session.userId),
      sellerMadeCheckout,
      textSearch(input.q, checkouts.title),
    );
    const { rows, totalItems } = await readPage(
      input,
      db
        .select(checkoutColumns)
        .from(checkouts)
        .where(where)
        .orderBy(
          ...orderBy(input.sort, { title: checkouts.title, createdAt: checkouts.createdAt }, checkouts.id),
        )
        .$dynamic(),
      countRows(db, checkouts, where),
    );
    return listPage(input, await withItems(db, config, rows), totalItems);
  });

  // Checkouts belong to the seller, not to one site: a site's picker lists its owner's checkouts.
  const bySite = contract.bySite.use(session).handler(async ({ input, context }) => {
    await assertOwnSite(db, input.siteId, context.session.userId);
    const where = and(eq(checkouts.ownerId, context.session.userId), sellerMadeCheckout);
    const { rows, totalItems } = await readPage(
      input,
      db
        .select({ id: checkouts.id, title: checkouts.title })
        .from(checkouts)
        .where(where)
        .orderBy(asc(checkouts.title), asc(checkouts.id))
        .$dynamic(),
      countRows(db, checkouts, where),
    );
    return listPage(input, rows, totalItems);
  });

  const get = contract.get
    .use(session)
    .handler(({ input, context }) => findCheckout(db, config, context.session.userId, input.id));

  const create = contract.create.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const { items, ...fields } = input;
    const id = await db.transaction(async (tx) => {
      await assertReceiverConfigured(tx, ownerId);
      const [created] = await tx
        .insert(checkouts)
        .values({ ...fields, ownerId })
        .returning({ id: checkouts.id });
      if (!created) throw new Error('Creating a checkout returned no row');
      await replaceItems(tx, ownerId, created.id, items);
      return created.id;
    });
    return findCheckout(db, config, ownerId, id);
  });

  const update = contract.update.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const { id, items, ...fields } = input;
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(eq(checkouts.id, id), eq(checkouts.ownerId, ownerId), sellerMadeCheckout))
        .for('update');
      if (!existing) throw notFound('checkout');
      await tx
        .update(checkouts)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(checkouts.id, id));
      await replaceItems(tx, ownerId, id, items);
    });
    return findCheckout(db, config, ownerId, id);
  });

  const remove = contract.remove
    .use(session)
    .handler(({ input, context }) =>
      deleteOwned(db, checkouts, 'checkout', context.session.userId, [input.id], sellerMadeCheckout),
    );

  return { list, bySite, get, create, update, remove };
}
