import { PAGE_LIMIT_MAX } from '@suite/shared';

/** Every item of a paged list, read in the largest pages the API answers until its `totalItems`. */
export async function readAllPages<T>(
  readPage: (page: number, limit: number) => Promise<{ items: T[]; totalItems: number }>,
): Promise<T[]> {
  const first = await readPage(0, PAGE_LIMIT_MAX);
  const items = [...first.items];
  for (let page = 1; page * PAGE_LIMIT_MAX < first.totalItems; page += 1) {
    items.push(...(await readPage(page, PAGE_LIMIT_MAX)).items);
  }
  return items;
}
