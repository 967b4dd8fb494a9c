import type { FieldLabels } from '../field-labels';

/** The carousel editor's words for its fields: its form and the preview's messages use them. */
export const CAROUSEL_LABELS = {
  title: 'Title',
  slides: {
    item: 'Slide',
    label: 'Slides',
    fields: {
      imageUrl: 'Image URL',
      title: 'Slide title',
      description: 'Description',
      linkUrl: 'Link',
      openInNewPage: 'Where the link opens',
    },
  },
  autoplay: 'Autoplay',
  intervalSeconds: 'Interval (seconds)',
  showArrows: 'Show arrows',
  showDots: 'Show dots',
  height: 'Height (px)',
} as const satisfies FieldLabels;
