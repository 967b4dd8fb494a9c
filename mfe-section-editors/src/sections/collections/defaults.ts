// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
import type { CollectionsVariant } from '@suite/shared/sections';
import type { SectionEditorsKey } from '../../i18n';

export { COLLECTIONS_DEFAULTS } from '@suite/shared/sections';

/** What each layout is called in the editor, and what it looks like. */
export const COLLECTIONS_VARIANT_INFO: Record<
  CollectionsVariant,
  { label: SectionEditorsKey; help: SectionEditorsKey }
> = {
  grid: {
    label: 'collections.variants.grid.label',
    help: 'collections.variants.grid.help',
  },
  list: {
    label: 'collections.variants.list.label',
    help: 'collections.variants.list.help',
  },
  carousel: {
    label: 'collections.variants.carousel.label',
    help: 'collections.variants.carousel.help',
  },
  cards: {
    label: 'collections.variants.cards.label',
    help: 'collections.variants.cards.help',
  },
  masonry: {
    label: 'collections.variants.masonry.label',
    help: 'collections.variants.masonry.help',
  },
  hero: {
    label: 'collections.variants.hero.label',
    help: 'collections.variants.hero.help',
  },
  compact: {
    label: 'collections.variants.compact.label',
    help: 'collections.variants.compact.help',
  },
};
