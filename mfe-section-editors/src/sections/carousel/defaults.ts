// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
import type { CarouselSlide } from '@suite/shared/sections';

export { CAROUSEL_DEFAULTS } from '@suite/shared/sections';

export const NEW_SLIDE: CarouselSlide = {
  imageUrl: '',
  title: '',
  description: '',
  linkUrl: '',
  openInNewPage: false,
};
