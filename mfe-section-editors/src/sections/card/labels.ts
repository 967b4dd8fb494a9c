import type { FieldLabels } from '../field-labels';

/** The cards editor's words for its fields: its form and the preview's messages use them. */
export const CARD_LABELS = {
  cards: {
    item: 'Card',
    label: 'Cards',
    fields: {
      id: 'Card ID',
      title: 'Title',
      description: 'Description',
      image: 'Image URL',
      actions: { item: 'Link', label: 'Links', fields: { label: 'Link label', href: 'Link address' } },
      layout: {
        label: 'Place on the grid',
        fields: {
          x: 'Column (x)',
          y: 'Row (y)',
          w: 'Width (w)',
          h: 'Height (h)',
          minW: 'Min width',
          maxW: 'Max width',
          minH: 'Min height',
          maxH: 'Max height',
          static: 'Fixed in place',
          isDraggable: 'Can be moved',
          isResizable: 'Can be resized',
        },
      },
    },
  },
  gridSettings: {
    label: 'Layout Settings',
    fields: {
      cols: 'Columns',
      rowHeight: 'Row height',
      margin: { fields: { 0: 'Space between cards, across', 1: 'Space between cards, down' } },
      containerPadding: { fields: { 0: 'Grid padding, sides', 1: 'Grid padding, top and bottom' } },
      compactType: 'Compaction',
      isDraggable: 'Cards can be moved',
      isResizable: 'Cards can be resized',
      allowOverlap: 'Allow overlap',
      preventCollision: 'Prevent collision',
    },
  },
  responsive: {
    label: 'Screen sizes',
    fields: {
      breakpoints: {
        fields: {
          lg: 'lg from width',
          md: 'md from width',
          sm: 'sm from width',
          xs: 'xs from width',
          xxs: 'xxs from width',
        },
      },
      cols: {
        fields: {
          lg: 'lg columns',
          md: 'md columns',
          sm: 'sm columns',
          xs: 'xs columns',
          xxs: 'xxs columns',
        },
      },
    },
  },
} as const satisfies FieldLabels;
