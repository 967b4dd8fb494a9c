// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
import type { CollectionsVariant } from '@suite/shared';

export { COLLECTIONS_DEFAULTS } from '@suite/shared';

/** What each layout is called in the editor, and what it looks like. */
export const COLLECTIONS_VARIANT_INFO: Record<CollectionsVariant, { label: string; help: string }> = {
  grid: { label: 'Grid', help: 'Picture tiles, up to four a row.' },
  list: { label: 'List', help: 'One row each: picture, title and caption.' },
  carousel: { label: 'Carousel', help: 'One large slide at a time.' },
  cards: { label: 'Cards', help: 'Large cards, two a row, with their links.' },
  masonry: { label: 'Masonry', help: 'Columns of cards, each picture at its own height.' },
  hero: { label: 'Hero', help: 'The first featured item as a wide banner, the others below.' },
  compact: { label: 'Compact', help: 'A dense list of titles and chains, without pictures.' },
};
