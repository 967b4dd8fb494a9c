import { CATEGORY_NAME_TAKEN_MESSAGE } from '@suite/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { deleteOwned } from '../../db/owned-rows';
import { countRows, listPage, orderBy, readPage, textSearch } from '../../db/paging';
import { productCategories, products } from '../../db/schema';
import { invalidInput, isUniqueViolation, notFound } from '../../errors';
import { base, requireSession } from '../../orpc';
import type { Services } from '../../services';

/**
 * The products in the category, counted in the same query. The outer column is spelled out with its table:
 * a single-table query would render it unqualified, and inside the subquery it would then mean products.id.
 */
const countItems = sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = "product_categories"."id")`;

const categoryColumns = { id: productCategories.id, name: productCategories.name, countItems };

async function findCategory(db: AppDatabase, ownerId: string, id: string) {
  const [row] = await db
    .select(categoryColumns)
    .from(productCategories)
    .where(and(eq(productCategories.id, id), eq(productCategories.ownerId, ownerId)));
  if (!row) throw notFound('category');
  return row;
}

/**
 * Runs a write that may give a category a name the owner already uses: the unique index on
 * (owner_id, lower(trim(name))) refuses it, even when two requests race, and the caller gets the
 * field error the form shows beside Name.
 */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput({ name: CATEGORY_NAME_TAKEN_MESSAGE });
    throw error;
  }
}

/** The seller's product categories, each with how many products it holds. */
export function productCategoryProcedures(services: Services) {
  const { db } = services;
  const signedIn = base.productCategories;
  const session = requireSession(services);

  const list = signedIn.list.use(session).handler(async ({ input, context }) => {
    const where = and(
      eq(productCategories.ownerId, context.session.userId),
      textSearch(input.q, productCategories.name),
    );
    const { rows, totalItems } = await readPage(
      input,
      db
        .select(categoryColumns)
        .from(productCategories)
        .where(where)
        .orderBy(
          ...orderBy(
            input.sort,
            { name: productCategories.name, countItems, createdAt: productCategories.createdAt },
            productCategories.id,
          ),
        )
        .$dynamic(),
      countRows(db, productCategories, where),
    );
    return listPage(input, rows, totalItems);
  });

  const create = signedIn.create.use(session).handler(async ({ input, context }) => {
    const [created] = await withUniqueName(() =>
      db
        .insert(productCategories)
        .values({ ownerId: context.session.userId, name: input.name })
        .returning({ id: productCategories.id, name: productCategories.name }),
    );
    if (!created) throw new Error('Creating a category returned no row');
    return { ...created, countItems: 0 };
  });

  const update = signedIn.update.use(session).handler(async ({ input, context }) => {
    const updated = await withUniqueName(() =>
      db
        .update(productCategories)
        .set({ name: input.name })
        .where(and(eq(productCategories.id, input.id), eq(productCategories.ownerId, context.session.userId)))
        .returning({ id: productCategories.id }),
    );
    if (updated.length === 0) throw notFound('category');
    return findCategory(db, context.session.userId, input.id);
  });

  const remove = signedIn.remove
    .use(session)
    .handler(({ input, context }) =>
      deleteOwned(db, productCategories, 'category', context.session.userId, [input.id]),
    );

  const removeMany = signedIn.removeMany
    .use(session)
    .handler(({ input, context }) =>
      deleteOwned(db, productCategories, 'category', context.session.userId, input.ids),
    );

  return { list, create, update, remove, removeMany };
}
