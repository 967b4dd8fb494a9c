import type { AccordionConfig } from '@suite/shared/sections';

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * The panels open when the page loads: the default-expanded ones, those marked open and those held
 * open, in the list's order. With one panel at a time, the first of them plus the held ones.
 */
export function initialOpenPanels({ accordions, settings }: AccordionConfig): string[] {
  const wanted = new Set([
    ...settings.defaultExpanded,
    ...settings.expandedIds,
    ...accordions.filter((accordion) => accordion.expanded).map((accordion) => accordion.id),
  ]);
  const open = unique(accordions.map((accordion) => accordion.id).filter((id) => wanted.has(id)));
  if (settings.allowMultiple) return open;
  const held = open.filter((id) => settings.expandedIds.includes(id));
  const first = open.find((id) => !held.includes(id));
  return unique([...(first === undefined ? [] : [first]), ...held]);
}

/**
 * The open panels after a visitor's click (`clicked`: what the collapse reports as open): one at a
 * time unless several are allowed, and the held-open panels never close.
 */
export function nextOpenPanels(
  previous: readonly string[],
  clicked: readonly string[],
  { allowMultiple, held }: { allowMultiple: boolean; held: readonly string[] },
): string[] {
  const opened = clicked.filter((id) => !previous.includes(id));
  const open = allowMultiple || opened.length === 0 ? clicked : opened.slice(0, 1);
  return unique([...open, ...held]);
}
