import type { FieldLabels } from '../../section-kit/field-labels';

/** The cards editor's words for its fields: its form and the preview's messages use them. */
export const CARD_LABELS = {
  cards: {
    item: 'card.fields.cards.entry',
    label: 'card.fields.cards.list',
    fields: {
      id: 'card.fields.cards.id',
      title: 'fields.title',
      description: 'fields.description',
      image: 'fields.imageUrl',
      actions: {
        item: 'fields.link',
        label: 'card.fields.cards.actions.list',
        fields: { label: 'card.fields.cards.actions.label', href: 'card.fields.cards.actions.href' },
      },
      layout: {
        label: 'card.fields.cards.layout.group',
        fields: {
          x: 'card.fields.cards.layout.x',
          y: 'card.fields.cards.layout.y',
          w: 'card.fields.cards.layout.w',
          h: 'card.fields.cards.layout.h',
          minW: 'card.fields.cards.layout.minW',
          maxW: 'card.fields.cards.layout.maxW',
          minH: 'card.fields.cards.layout.minH',
          maxH: 'card.fields.cards.layout.maxH',
          static: 'card.fields.cards.layout.static',
          isDraggable: 'card.fields.cards.layout.isDraggable',
          isResizable: 'card.fields.cards.layout.isResizable',
        },
      },
    },
  },
  gridSettings: {
    label: 'card.fields.gridSettings.group',
    fields: {
      cols: 'fields.columns',
      rowHeight: 'card.fields.gridSettings.rowHeight',
      margin: { fields: { 0: 'card.fields.gridSettings.margin.0', 1: 'card.fields.gridSettings.margin.1' } },
      containerPadding: {
        fields: {
          0: 'card.fields.gridSettings.containerPadding.0',
          1: 'card.fields.gridSettings.containerPadding.1',
        },
      },
      compactType: 'card.fields.gridSettings.compactType',
      isDraggable: 'card.fields.gridSettings.isDraggable',
      isResizable: 'card.fields.gridSettings.isResizable',
      allowOverlap: 'card.fields.gridSettings.allowOverlap',
      preventCollision: 'card.fields.gridSettings.preventCollision',
    },
  },
  responsive: {
    label: 'card.fields.responsive.group',
    fields: {
      breakpoints: {
        fields: {
          lg: 'card.fields.responsive.breakpoints.lg',
          md: 'card.fields.responsive.breakpoints.md',
          sm: 'card.fields.responsive.breakpoints.sm',
          xs: 'card.fields.responsive.breakpoints.xs',
          xxs: 'card.fields.responsive.breakpoints.xxs',
        },
      },
      cols: {
        fields: {
          lg: 'card.fields.responsive.cols.lg',
          md: 'card.fields.responsive.cols.md',
          sm: 'card.fields.responsive.cols.sm',
          xs: 'card.fields.responsive.cols.xs',
          xxs: 'card.fields.responsive.cols.xxs',
        },
      },
    },
  },
} as const satisfies FieldLabels;
