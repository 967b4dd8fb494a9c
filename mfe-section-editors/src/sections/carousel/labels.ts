import type { FieldLabels } from '../../section-kit/field-labels';

/** The carousel editor's words for its fields: its form and the preview's messages use them. */
export const CAROUSEL_LABELS = {
  title: 'fields.title',
  slides: {
    item: 'carousel.fields.slides.entry',
    label: 'carousel.fields.slides.list',
    fields: {
      imageUrl: 'fields.imageUrl',
      title: 'carousel.fields.slides.title',
      description: 'fields.description',
      linkUrl: 'fields.link',
      openInNewPage: 'carousel.fields.slides.openInNewPage',
    },
  },
  autoplay: 'carousel.fields.autoplay',
  intervalSeconds: 'carousel.fields.intervalSeconds',
  showArrows: 'carousel.fields.showArrows',
  showDots: 'carousel.fields.showDots',
  height: 'carousel.fields.height',
} as const satisfies FieldLabels;
