/**
 * Pure helpers of the section lists (accordion panels, steps, cards, tabs): new ids and names,
 * copies, moves, and the index lists that follow an item when the list changes.
 */

/** A fresh id for a new item: `prefix-` and a random part no item of the list has. */
export function newItemId(
  prefix: string,
  items: readonly { id: string }[],
  random: () => number = Math.random,
): string {
  const taken = new Set(items.map((item) => item.id));
  for (;;) {
    const id = `${prefix}-${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * The name of a new item: 'Accordion N', 'Step N', 'Card N' (seed 000 §4), N one more than the
 * list's length, or than the highest N already used, so a new name never repeats one in the list.
 */
export function nextItemName(prefix: string, names: readonly string[]): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped} (\\d+)$`);
  const highest = names.reduce((max, name) => {
    const match = pattern.exec(name.trim());
    return match?.[1] ? Math.max(max, Number(match[1])) : max;
  }, 0);
  return `${prefix} ${Math.max(names.length, highest) + 1}`;
}

/** The name of a duplicate: the original's, labelled '(Copy)'. */
export function copyName(name: string): string {
  return `${name} (Copy)`;
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** Positions after the item at `removed` leaves the list: it is dropped and the later ones move up. */
export function indexesAfterRemoval(indexes: readonly number[], removed: number): number[] {
  return indexes.filter((index) => index !== removed).map((index) => (index > removed ? index - 1 : index));
}

/** Positions after an item is inserted at `inserted`: those at or after it move down. */
export function indexesAfterInsertion(indexes: readonly number[], inserted: number): number[] {
  return indexes.map((index) => (index >= inserted ? index + 1 : index));
}

/** Where the item at `index` ends up when the item at `from` moves to `to`. */
export function indexAfterMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < to && index > from && index <= to) return index - 1;
  if (to < from && index >= to && index < from) return index + 1;
  return index;
}

/** The list with the item at `index` changed by `patch` (an entry bound to the list as one value). */
export function patchItem<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, at) => (at === index ? { ...item, ...patch } : item));
}
