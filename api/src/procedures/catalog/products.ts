import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PRODUCT_NAME_MAX } from '@suite/shared';
import type { Executor } from '../../db';
import { isUuid } from '../../db/ids';
import { deleteOwned } from '../../db/owned-rows';
import { countRows, listPage, readPage } from '../../db/paging';
import { checkoutItems, checkouts, productImages, products } from '../../db/schema';
import {
  assertOwnCategory,
  assertOwnCollections,
  setProductCollections,
} from '../../domain/catalog-ownership';
import { fromMicros, toMicros } from '../../domain/decimal';
import { conflict, notFound } from '../../errors';
import { base, requireSession } from '../../orpc';
import type { Services } from '../../services';
import { findProduct, listProducts, productFilter } from './product-queries';

const COPY_SUFFIX = ' (Copy)';

const characters = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The duplicate's name: the original's with ' (Copy)', the original cut so the whole fits the limit —
 * between whole characters, never through an emoji (half of one is not text the database can store).
 */
function copyName(name: string): string {
  const room = PRODUCT_NAME_MAX - COPY_SUFFIX.length;
  let kept = '';
  for (const { segment } of characters.segment(name)) {
    if (kept.length + segment.length > room) break;
    kept += segment;
  }
  return `${kept.trimEnd()}${COPY_SUFFIX}`;
}

/** How many of the checkouts' names a refusal quotes. */
const CHECKOUTS_NAMED = 3;

/**
 * Deleting a product would take it out of the checkouts the seller shares: a link already sent would
 * then sell less, at a lower total, or nothing at all. So a product in one of the seller's checkouts
 * is not deleted (409, naming the checkouts); a site store's checkout (ADR 0024) is the server's and
 * goes with the product.
 */
async function refuseProductsInCheckouts(db: Executor, ownerId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ title: checkouts.title })
    .from(checkoutItems)
    .innerJoin(checkouts, eq(checkouts.id, checkoutItems.checkoutId))
    .where(
      and(
        eq(checkoutItems.ownerId, ownerId),
        inArray(checkoutItems.productId, ids),
        isNull(checkouts.storeSiteId),
      ),
    )
    .groupBy(checkouts.title)
    .orderBy(checkouts.title);
  if (rows.length === 0) return;
  const quoted = rows.slice(0, CHECKOUTS_NAMED).map((row) => `“${row.title}”`);
  const names = `${quoted.join(', ')}${rows.length > CHECKOUTS_NAMED ? ', …' : ''}`;
  throw conflict(
    'productInCheckouts',
    `A product in a checkout cannot be deleted: remove it from ${names} first`,
    { names },
  );
}

/** The seller's products: their details, images, category and collections, copies and bulk deletes. */
export function productProcedures(services: Services) {
  const { db } = services;
  const session = requireSession(services);
  const contract = base.products;

  const list = contract.list
    .use(session)
    .handler(({ input, context }) => listProducts(db, context.session.userId, input));

  const search = contract.search.use(session).handler(async ({ input, context }) => {
    const where = productFilter(context.session.userId, input);
    const { rows, totalItems } = await readPage(
      input,
      db
        .select({
          id: products.id,
          name: products.name,
          imageUrl: products.imageUrl,
          price: products.price,
          publishedAt: products.publishedAt,
        })
        .from(products)
        .where(where)
        .orderBy(asc(products.name), asc(products.id))
        .$dynamic(),
      countRows(db, products, where),
    );
    return listPage(
      input,
      rows.map(({ price, publishedAt, ...item }) => ({
        ...item,
        priceCents: fromMicros(toMicros(price) * 100n),
        publishedAt: publishedAt?.toISOString() ?? null,
      })),
      totalItems,
    );
  });

  const get = contract.get
    .use(session)
    .handler(({ input, context }) => findProduct(db, context.session.userId, input.id));

  const create = contract.create.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const { collections, publishedAt, imageUrl, ...fields } = input;
    const id = await db.transaction(async (tx) => {
      await assertOwnCategory(tx, ownerId, input.categoryId);
      await assertOwnCollections(tx, ownerId, collections);
      const [created] = await tx
        .insert(products)
        .values({
          ...fields,
          ownerId,
          imageUrl: imageUrl ?? null,
          publishedAt: publishedAt ? new Date(publishedAt) : null,
        })
        .returning({ id: products.id });
      if (!created) throw new Error('Creating a product returned no row');
      await setProductCollections(tx, ownerId, created.id, collections);
      return created.id;
    });
    return findProduct(db, ownerId, id);
  });

  const update = contract.update.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const { id, collections, publishedAt, ...fields } = input;
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), eq(products.ownerId, ownerId)))
        .for('update');
      if (!existing) throw notFound('product');
      await assertOwnCategory(tx, ownerId, fields.categoryId);
      if (collections) await assertOwnCollections(tx, ownerId, collections);
      await tx
        .update(products)
        .set({
          ...fields,
          ...(publishedAt === undefined ? {} : { publishedAt: publishedAt ? new Date(publishedAt) : null }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      if (collections) await setProductCollections(tx, ownerId, id, collections);
    });
    return findProduct(db, ownerId, id);
  });

  // The products are locked first: a checkout saved meanwhile with one of them either committed
  // before (and the check sees it) or waits for the delete (and finds the product gone).
  const removeProducts = (ownerId: string, ids: readonly string[]) =>
    db.transaction(async (tx) => {
      const valid = ids.filter(isUuid);
      if (valid.length > 0) {
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, valid), eq(products.ownerId, ownerId)))
          .for('update');
      }
      await refuseProductsInCheckouts(tx, ownerId, valid);
      return deleteOwned(tx, products, 'product', ownerId, ids);
    });

  const remove = contract.remove
    .use(session)
    .handler(({ input, context }) => removeProducts(context.session.userId, [input.id]));

  const removeMany = contract.removeMany
    .use(session)
    .handler(({ input, context }) => removeProducts(context.session.userId, input.ids));

  const duplicate = contract.duplicate.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const original = await findProduct(db, ownerId, input.id);
    const id = await db.transaction(async (tx) => {
      const [copy] = await tx
        .insert(products)
        .values({
          ownerId,
          name: copyName(original.name),
          description: original.description,
          price: original.price,
          imageUrl: original.imageUrl,
          // A copy starts hidden, so it is never sold before its owner has checked it.
          publishedAt: null,
          categoryId: original.category?.id ?? null,
          digital: original.digital,
          content: original.content,
        })
        .returning({ id: products.id });
      if (!copy) throw new Error('Duplicating a product returned no row');
      if (original.images.length > 0) {
        await tx
          .insert(productImages)
          .values(original.images.map((url, position) => ({ productId: copy.id, ownerId, url, position })));
      }
      await setProductCollections(tx, ownerId, copy.id, original.collections);
      return copy.id;
    });
    return findProduct(db, ownerId, id);
  });

  const images = contract.images.use(session).handler(async ({ input, context }) => {
    const product = await findProduct(db, context.session.userId, input.id);
    return { images: product.images };
  });

  const setImages = contract.setImages.use(session).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, input.id), eq(products.ownerId, ownerId)))
        .for('update');
      if (!existing) throw notFound('product');
      await tx.delete(productImages).where(eq(productImages.productId, input.id));
      if (input.images.length > 0) {
        await tx
          .insert(productImages)
          .values(input.images.map((url, position) => ({ productId: input.id, ownerId, url, position })));
      }
    });
    return { images: input.images };
  });

  return { list, search, get, create, update, remove, removeMany, duplicate, images, setImages };
}
