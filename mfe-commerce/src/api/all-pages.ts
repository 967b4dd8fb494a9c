/** The API's largest page (`limitSchema`'s bound). */
const PAGE_LIMIT = 100;

/** Every item of a paged list, read a page of 100 at a time until its `totalItems`. */
export async function readAllPages<T>(
  readPage: (page: number, limit: number) => Promise<{ items: T[]; totalItems: number }>,
): Promise<T[]> {
  const first = await readPage(0, PAGE_LIMIT);
  const items = [...first.items];
  for (let page = 1; page * PAGE_LIMIT < first.totalItems; page += 1) {
    items.push(...(await readPage(page, PAGE_LIMIT)).items);
  }
  return items;
}
