import type { AccordionConfig, AccordionItem, AccordionSettings } from '@suite/shared';

/** A new panel's look before the owner changes it. */
export const ACCORDION_ITEM_DEFAULTS: Omit<AccordionItem, 'id' | 'title'> = {
  content: '',
  summary: '',
  expanded: false,
  disabled: false,
  actions: [],
  titleVariant: 'subtitle1',
  contentVariant: 'body1',
};

/** Seed 000 §9: variant elevation, heading h3, spacing 1, elevation 1, radius 4, icon ExpandMore. */
export const ACCORDION_SETTINGS_DEFAULTS: AccordionSettings = {
  variant: 'elevation',
  square: false,
  disableGutters: false,
  defaultExpanded: [],
  expandedIds: [],
  allowMultiple: false,
  unmountOnExit: false,
  headingComponent: 'h3',
  transitionDuration: 'auto',
  spacing: 1,
  elevation: 1,
  borderRadius: 4,
  actionsPlacement: 'details',
  actionsAlignment: 'left',
  iconPosition: 'end',
  hideExpandIcon: false,
  expandIcon: 'ExpandMore',
};

/** A new accordion section: one panel, 'Accordion 1', waiting for its content. */
export const ACCORDION_DEFAULTS: AccordionConfig = {
  accordions: [{ id: 'accordion-1', title: 'Accordion 1', ...ACCORDION_ITEM_DEFAULTS }],
  settings: ACCORDION_SETTINGS_DEFAULTS,
};
