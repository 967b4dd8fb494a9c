// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
export { ACCORDION_DEFAULTS, ACCORDION_ITEM_DEFAULTS } from '@suite/shared/sections';
