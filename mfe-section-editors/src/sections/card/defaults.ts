// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
export {
  CARDS_DEFAULTS,
  CARD_GRID_DEFAULTS,
  CARD_ITEM_DEFAULTS,
  CARD_RESPONSIVE_DEFAULTS,
  NEW_CARD_LAYOUT,
  NEW_CARD_WIDTH,
} from '@suite/shared/sections';
