import { CHECKOUT_RECEIVER_MISSING_MESSAGE, type Checkout, type CheckoutInput } from '@suite/shared';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { checkoutItems, checkouts, checkoutSettings, products } from '../db/schema';
import { apiError } from '../http/errors';
import { base, requireSession, type Services } from '../orpc';
import { containsPattern, notFound, orderBy, paging } from './catalog/common';
import { assertOwnProducts } from './catalog/ownership';
import { assertOwnSite } from './site-ownership';

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

async function withItems(
  db: AppDatabase,
  rows: (Omit<Checkout, 'items' | 'createdAt'> & { createdAt: Date })[],
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

async function findCheckout(db: AppDatabase, ownerId: string, id: string): Promise<Checkout> {
  const rows = await db
    .select(checkoutColumns)
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.ownerId, ownerId)));
  const [checkout] = await withItems(db, rows);
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

export function checkoutProcedures(services: Services) {
  const { db } = services;
  const session = requireSession(services);
  const contract = base.checkouts;

  const list = contract.list.use(session).handler(async ({ input, context }) => {
    const where = and(
      eq(checkouts.ownerId, context.session.userId),
      input.q ? ilike(checkouts.title, containsPattern(input.q)) : undefined,
    );
    const { offset, limit } = paging(input.page, input.limit);
    const [rows, [total]] = await Promise.all([
      db
        .select(checkoutColumns)
        .from(checkouts)
        .where(where)
        .orderBy(
          ...orderBy(input.sort, { title: checkouts.title, createdAt: checkouts.createdAt }, checkouts.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(checkouts).where(where),
    ]);
    return {
      items: await withItems(db, rows),
      totalItems: total?.value ?? 0,
      currentPage: input.page,
      pageSize: limit,
    };
  });

  // Checkouts belong to the seller, not to one site: a site's picker lists its owner's checkouts.
  const bySite = contract.bySite.use(session).handler(async ({ input, context }) => {
    await assertOwnSite(db, input.siteId, context.session.userId);
    const where = eq(checkouts.ownerId, context.session.userId);
    const { offset, limit } = paging(input.page, input.limit);
    const [items, [total]] = await Promise.all([
      db
        .select({ id: checkouts.id, title: checkouts.title })
        .from(checkouts)
        .where(where)
        .orderBy(asc(checkouts.title), asc(checkouts.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(checkouts).where(where),
    ]);
    return { items, totalItems: total?.value ?? 0, currentPage: input.page, pageSize: limit };
  });

  const get = contract.get
    .use(session)
    .handler(({ input, context }) => findCheckout(db, context.session.userId, input.id));

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
    return findCheckout(db, ownerId, id);
  });

  const update = contract.update.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const { id, items, ...fields } = input;
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(eq(checkouts.id, id), eq(checkouts.ownerId, ownerId)))
        .for('update');
      if (!existing) throw notFound('checkout');
      await tx
        .update(checkouts)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(checkouts.id, id));
      await replaceItems(tx, ownerId, id, items);
    });
    return findCheckout(db, ownerId, id);
  });

  const remove = contract.remove.use(session).handler(async ({ input, context }) => {
    const deleted = await db
      .delete(checkouts)
      .where(and(eq(checkouts.id, input.id), eq(checkouts.ownerId, context.session.userId)))
      .returning({ id: checkouts.id });
    if (deleted.length === 0) throw notFound('checkout');
    return { deleted: deleted.length };
  });

  return { list, bySite, get, create, update, remove };
}
