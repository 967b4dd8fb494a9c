import type { FieldLabels } from '../field-labels';
import { ACTION_LABELS } from '../section-parts/action-labels';

/** The accordion editor's words for its fields: its form and the preview's messages use them. */
export const ACCORDION_LABELS = {
  accordions: {
    item: 'Accordion',
    label: 'Accordions',
    fields: {
      id: 'Accordion ID',
      title: 'Title',
      summary: 'Summary',
      content: 'Content',
      titleVariant: 'Title style',
      contentVariant: 'Content style',
      expandIcon: 'Panel icon',
      expanded: 'Expanded',
      disabled: 'Disabled',
      actions: ACTION_LABELS,
    },
  },
  settings: {
    label: 'Settings',
    fields: {
      defaultExpanded: 'Expanded by default',
      expandedIds: 'Always expanded',
      transitionDuration: 'Transition',
      spacing: 'Spacing',
      elevation: 'Elevation',
      borderRadius: 'Border radius',
      allowMultiple: 'Allow several open panels',
      unmountOnExit: 'Unload closed panels',
      variant: 'Variant',
      headingComponent: 'Heading level',
      square: 'Square corners',
      disableGutters: 'No gutters',
      actionsPlacement: 'Actions placement',
      actionsAlignment: 'Actions alignment',
      hideExpandIcon: 'Hide the expand icon',
      expandIcon: 'Expand icon',
      collapseIcon: 'Icon of an open panel',
      iconPosition: 'Icon position',
    },
  },
} as const satisfies FieldLabels;
