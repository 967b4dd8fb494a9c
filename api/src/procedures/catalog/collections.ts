import type { Collection } from '@suite/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { deleteOwned } from '../../db/owned-rows';
import { countRows, listPage, orderBy, readPage, textSearch } from '../../db/paging';
import { productCollectionItems, productCollections, products } from '../../db/schema';
import { assertOwnProducts } from '../../domain/catalog-ownership';
import { collectionOrder, collectionProducts } from '../../domain/collection-items';
import { normalizeDecimal } from '../../domain/decimal';
import { assertOwnSite } from '../../domain/sites';
import { notFound } from '../../errors';
import { base, requireSession } from '../../orpc';
import type { Services } from '../../services';

type Queryable = Pick<AppDatabase, 'select' | 'insert' | 'delete'>;

/** The items of several collections in one query, grouped by collection, in order. */
async function itemsOf(db: AppDatabase, collectionIds: string[]) {
  const byCollection = new Map<string, { id: string; productId: string }[]>();
  if (collectionIds.length === 0) return byCollection;
  const rows = await db
    .select({
      id: productCollectionItems.id,
      productId: productCollectionItems.productId,
      collectionId: productCollectionItems.collectionId,
    })
    .from(productCollectionItems)
    .where(inArray(productCollectionItems.collectionId, collectionIds))
    .orderBy(...collectionOrder);
  for (const { collectionId, ...item } of rows) {
    byCollection.set(collectionId, [...(byCollection.get(collectionId) ?? []), item]);
  }
  return byCollection;
}

async function findCollection(db: AppDatabase, ownerId: string, id: string): Promise<Collection> {
  const [row] = await db
    .select({
      id: productCollections.id,
      name: productCollections.name,
      createdAt: productCollections.createdAt,
    })
    .from(productCollections)
    .where(and(eq(productCollections.id, id), eq(productCollections.ownerId, ownerId)));
  if (!row) throw notFound('collection');
  const items = await itemsOf(db, [row.id]);
  return { ...row, createdAt: row.createdAt.toISOString(), items: items.get(row.id) ?? [] };
}

async function replaceItems(
  tx: Queryable,
  ownerId: string,
  collectionId: string,
  items: readonly { productId: string }[],
) {
  await tx.delete(productCollectionItems).where(eq(productCollectionItems.collectionId, collectionId));
  if (items.length === 0) return;
  await tx
    .insert(productCollectionItems)
    .values(items.map((item, position) => ({ collectionId, productId: item.productId, ownerId, position })));
}

/** The seller's product collections: named, ordered lists of their products. */
export function productCollectionProcedures(services: Services) {
  const { db } = services;
  const session = requireSession(services);
  const contract = base.productCollections;
  const ownedBy = (ownerId: string, id: string) =>
    and(eq(productCollections.id, id), eq(productCollections.ownerId, ownerId));

  const list = contract.list.use(session).handler(async ({ input, context }) => {
    const where = and(
      eq(productCollections.ownerId, context.session.userId),
      textSearch(input.q, productCollections.name),
    );
    const { rows, totalItems } = await readPage(
      input,
      db
        .select({
          id: productCollections.id,
          name: productCollections.name,
          createdAt: productCollections.createdAt,
        })
        .from(productCollections)
        .where(where)
        .orderBy(
          ...orderBy(
            input.sort,
            { name: productCollections.name, createdAt: productCollections.createdAt },
            productCollections.id,
          ),
        )
        .$dynamic(),
      countRows(db, productCollections, where),
    );
    const items = await itemsOf(
      db,
      rows.map((row) => row.id),
    );
    return listPage(
      input,
      rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), items: items.get(row.id) ?? [] })),
      totalItems,
    );
  });

  // Collections belong to the seller, not to one site: a site's picker lists its owner's collections.
  const bySite = contract.bySite.use(session).handler(async ({ input, context }) => {
    await assertOwnSite(db, input.siteId, context.session.userId);
    const where = eq(productCollections.ownerId, context.session.userId);
    const { rows, totalItems } = await readPage(
      input,
      db
        .select({ id: productCollections.id, name: productCollections.name })
        .from(productCollections)
        .where(where)
        .orderBy(asc(productCollections.name), asc(productCollections.id))
        .$dynamic(),
      countRows(db, productCollections, where),
    );
    return listPage(input, rows, totalItems);
  });

  const get = contract.get
    .use(session)
    .handler(({ input, context }) => findCollection(db, context.session.userId, input.id));

  const create = contract.create.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const id = await db.transaction(async (tx) => {
      await assertOwnProducts(
        tx,
        ownerId,
        input.items.map((item) => item.productId),
        (index) => `items.${index}.productId`,
      );
      const [created] = await tx
        .insert(productCollections)
        .values({ ownerId, name: input.name })
        .returning({ id: productCollections.id });
      if (!created) throw new Error('Creating a collection returned no row');
      await replaceItems(tx, ownerId, created.id, input.items);
      return created.id;
    });
    return findCollection(db, ownerId, id);
  });

  const update = contract.update.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: productCollections.id })
        .from(productCollections)
        .where(ownedBy(ownerId, input.id))
        .for('update');
      if (!existing) throw notFound('collection');
      await assertOwnProducts(
        tx,
        ownerId,
        input.items.map((item) => item.productId),
        (index) => `items.${index}.productId`,
      );
      await tx
        .update(productCollections)
        .set({ name: input.name })
        .where(eq(productCollections.id, input.id));
      await replaceItems(tx, ownerId, input.id, input.items);
    });
    return findCollection(db, ownerId, input.id);
  });

  const remove = contract.remove
    .use(session)
    .handler(({ input, context }) =>
      deleteOwned(db, productCollections, 'collection', context.session.userId, [input.id]),
    );

  const removeMany = contract.removeMany
    .use(session)
    .handler(({ input, context }) =>
      deleteOwned(db, productCollections, 'collection', context.session.userId, input.ids),
    );

  const items = contract.items.use(session).handler(async ({ input, context }) => {
    await findCollection(db, context.session.userId, input.id);
    const where = eq(productCollectionItems.collectionId, input.id);
    const { rows, totalItems } = await readPage(
      input,
      collectionProducts(db, {
        id: productCollectionItems.id,
        productId: productCollectionItems.productId,
        name: products.name,
        price: products.price,
        imageUrl: products.imageUrl,
        publishedAt: products.publishedAt,
      })
        .where(where)
        .orderBy(...collectionOrder)
        .$dynamic(),
      countRows(db, productCollectionItems, where),
    );
    return listPage(
      input,
      rows.map((row) => ({
        id: row.id,
        productId: row.productId,
        product: {
          id: row.productId,
          name: row.name,
          price: normalizeDecimal(row.price),
          imageUrl: row.imageUrl,
          publishedAt: row.publishedAt?.toISOString() ?? null,
        },
      })),
      totalItems,
    );
  });

  return { list, bySite, get, create, update, remove, removeMany, items };
}
