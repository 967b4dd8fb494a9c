import * as z from 'zod/v4';
import {
  checkUniqueIds,
  ElevationSchema,
  ExpandIconNameSchema,
  numberBetween,
  SECTION_CONTENT_MAX_LENGTH,
  SectionActionSchema,
} from './section-parts';
import { atMostChars, coded, validationMessage } from '@suite/shared';
import { requiredText } from '@suite/shared/schemas';
import { isRecord } from '../is-record';

/** Material's typography variants, which the title and content of a panel are set in. */
export const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
] as const;
export type TypographyVariant = (typeof TYPOGRAPHY_VARIANTS)[number];

export const ACCORDION_VARIANTS = ['elevation', 'outlined'] as const;
export const ACCORDION_HEADING_COMPONENTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div'] as const;
export type AccordionHeadingComponent = (typeof ACCORDION_HEADING_COMPONENTS)[number];
export const ACCORDION_ACTIONS_PLACEMENTS = ['summary', 'details', 'both'] as const;
export const SECTION_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type SectionAlignment = (typeof SECTION_ALIGNMENTS)[number];
export const ACCORDION_ICON_POSITIONS = ['start', 'end'] as const;

/** Spacing between panels (seed 000 §5: 0-10); the editor's slider offers 0-5 in steps of 0.5 (§9). */
export const ACCORDION_SPACING_MAX = 10;
export const ACCORDION_SPACING_SLIDER = { min: 0, max: 5, step: 0.5 } as const;
/**
 * A panel's open and close transition, at most 500 ms: antd's collapse motion ends any transition at
 * 500 ms (its deadline), so a longer one snapped open or shut halfway. A save above it is refused
 * ('Transition must be between 0 and 500 ms'). A section saved with a longer one (up to the 5000 once
 * allowed) opens in its editor as saved, with that message beside the field (ADR 0040), and is drawn
 * with 500 (`AccordionSavedConfigSchema`).
 */
export const ACCORDION_TRANSITION_MAX_MS = 500;
const ACCORDION_TRANSITION_SAVED_MAX_MS = 5000;
const TRANSITION_MESSAGE = coded('transitionBetween', { min: 0, max: ACCORDION_TRANSITION_MAX_MS });

export const AccordionItemSchema = z.object({
  id: requiredText(100, coded('accordionIdRequired')),
  title: requiredText(200, coded('accordionTitleRequired')),
  content: requiredText(SECTION_CONTENT_MAX_LENGTH, coded('accordionContentRequired')),
  summary: z.string().trim().max(500, atMostChars(500)),
  /** Open when the page loads (with the settings' default-expanded ids). */
  expanded: z.boolean(),
  disabled: z.boolean(),
  actions: z.array(SectionActionSchema),
  titleVariant: z.enum(TYPOGRAPHY_VARIANTS),
  contentVariant: z.enum(TYPOGRAPHY_VARIANTS),
  /** This panel's own expand icon; the settings' icon when absent. */
  expandIcon: ExpandIconNameSchema.optional(),
});
export type AccordionItem = z.infer<typeof AccordionItemSchema>;

export const AccordionSettingsSchema = z.object({
  variant: z.enum(ACCORDION_VARIANTS),
  square: z.boolean(),
  disableGutters: z.boolean(),
  /** The panels open when the page loads. */
  defaultExpanded: z.array(z.string()),
  /** The panels held open: a visitor cannot close them (a controlled panel, in Material's terms). */
  expandedIds: z.array(z.string()),
  allowMultiple: z.boolean(),
  unmountOnExit: z.boolean(),
  headingComponent: z.enum(ACCORDION_HEADING_COMPONENTS),
  /** Milliseconds, or 'auto' for the theme's own duration. */
  transitionDuration: z.union([
    z.literal('auto'),
    z.number(coded('number')).min(0, TRANSITION_MESSAGE).max(ACCORDION_TRANSITION_MAX_MS, TRANSITION_MESSAGE),
  ]),
  spacing: numberBetween(0, ACCORDION_SPACING_MAX),
  elevation: ElevationSchema,
  borderRadius: numberBetween(0, 50),
  actionsPlacement: z.enum(ACCORDION_ACTIONS_PLACEMENTS),
  actionsAlignment: z.enum(SECTION_ALIGNMENTS),
  iconPosition: z.enum(ACCORDION_ICON_POSITIONS),
  hideExpandIcon: z.boolean(),
  expandIcon: ExpandIconNameSchema,
  /** Shown on an open panel instead of the turned expand icon, when set. */
  collapseIcon: ExpandIconNameSchema.optional(),
});
export type AccordionSettings = z.infer<typeof AccordionSettingsSchema>;

export const AccordionConfigSchema = z
  .object({
    accordions: z.array(AccordionItemSchema).min(1, coded('atLeastOneAccordion')),
    settings: AccordionSettingsSchema,
  })
  .superRefine(({ accordions, settings }, context) => {
    const seen = checkUniqueIds(accordions, 'accordions', validationMessage('accordionIdsUnique'), context);
    if (settings.defaultExpanded.some((id) => !seen.has(id))) {
      context.addIssue({
        code: 'custom',
        message: validationMessage('defaultExpandedExist'),
        path: ['settings', 'defaultExpanded'],
      });
    }
    if (!settings.allowMultiple && settings.defaultExpanded.length > 1) {
      context.addIssue({
        code: 'custom',
        message: validationMessage('oneDefaultExpanded'),
        path: ['settings', 'defaultExpanded'],
      });
    }
  });
export type AccordionConfig = z.infer<typeof AccordionConfigSchema>;

/**
 * A saved config with a transition saved when up to 5000 ms were allowed: that transition as 500, as
 * the page always drew it.
 */
function withPlayableTransition<Data>(data: Data): Data {
  if (!isRecord(data) || !isRecord(data.settings)) return data;
  const ms = data.settings.transitionDuration;
  if (typeof ms !== 'number' || ms <= ACCORDION_TRANSITION_MAX_MS || ms > ACCORDION_TRANSITION_SAVED_MAX_MS) {
    return data;
  }
  return { ...data, settings: { ...data.settings, transitionDuration: ACCORDION_TRANSITION_MAX_MS } };
}

/**
 * Version 1 → 2: a transition above 500 ms (allowed up to 5000, and always drawn as 500) is 500. So
 * the editor opens on what the page showed, and a save of any panel of the widget, which sends every
 * section back, is not refused for it.
 */
export const ACCORDION_MIGRATIONS = [{ from: 1, migrate: withPlayableTransition }] as const;

/**
 * A saved accordion as the page draws it: `AccordionConfigSchema`, but a transition saved when up to
 * 5000 ms were allowed reads as 500 — for data no migration reached (a partner's own store of its
 * sections, ADR 0040). Saves, and the editor's form, check `AccordionConfigSchema` itself: a new
 * transition above 500 ms is refused.
 */
export const AccordionSavedConfigSchema = z.preprocess(withPlayableTransition, AccordionConfigSchema);

/** A new panel's look before the owner changes it (its id and title come from its position). */
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
