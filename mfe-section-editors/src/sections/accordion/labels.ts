import type { FieldLabels } from '../../section-kit/field-labels';
import { ACTION_LABELS } from '../../section-kit/actions/action-labels';

/** The accordion editor's words for its fields: its form and the preview's messages use them. */
export const ACCORDION_LABELS = {
  accordions: {
    item: 'accordion.fields.accordions.entry',
    label: 'accordion.fields.accordions.list',
    fields: {
      id: 'accordion.fields.accordions.id',
      title: 'fields.title',
      summary: 'accordion.fields.accordions.summary',
      content: 'fields.content',
      titleVariant: 'accordion.fields.accordions.titleVariant',
      contentVariant: 'accordion.fields.accordions.contentVariant',
      expandIcon: 'accordion.fields.accordions.expandIcon',
      expanded: 'accordion.fields.accordions.expanded',
      disabled: 'fields.disabled',
      actions: ACTION_LABELS,
    },
  },
  settings: {
    label: 'fields.settings',
    fields: {
      defaultExpanded: 'accordion.fields.settings.defaultExpanded',
      expandedIds: 'accordion.fields.settings.expandedIds',
      transitionDuration: 'accordion.fields.settings.transitionDuration',
      spacing: 'fields.spacing',
      elevation: 'fields.elevation',
      borderRadius: 'fields.borderRadius',
      allowMultiple: 'accordion.fields.settings.allowMultiple',
      unmountOnExit: 'accordion.fields.settings.unmountOnExit',
      variant: 'fields.variant',
      headingComponent: 'accordion.fields.settings.headingComponent',
      square: 'accordion.fields.settings.square',
      disableGutters: 'accordion.fields.settings.disableGutters',
      actionsPlacement: 'accordion.fields.settings.actionsPlacement',
      actionsAlignment: 'accordion.fields.settings.actionsAlignment',
      hideExpandIcon: 'accordion.fields.settings.hideExpandIcon',
      expandIcon: 'accordion.fields.settings.expandIcon',
      collapseIcon: 'accordion.fields.settings.collapseIcon',
      iconPosition: 'fields.iconPosition',
    },
  },
} as const satisfies FieldLabels;
