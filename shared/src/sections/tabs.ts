import * as z from 'zod/v4';
import {
  checkUniqueIds,
  ElevationSchema,
  HexColorSchema,
  numberBetween,
  SECTION_CONTENT_MAX_LENGTH,
  SectionIconNameSchema,
} from './section-parts';
import { atMostChars, coded, validationMessage, type ValidationCode } from '@suite/shared';
import { requiredText } from '@suite/shared/schemas';

export const TAB_ICON_POSITIONS = ['top', 'start', 'end', 'bottom'] as const;
export type TabIconPosition = (typeof TAB_ICON_POSITIONS)[number];
export const TABS_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export const TABS_VARIANTS = ['standard', 'scrollable', 'fullWidth'] as const;
export const TABS_INDICATOR_COLORS = ['primary', 'secondary'] as const;
export const TABS_TEXT_COLORS = ['primary', 'secondary', 'inherit'] as const;
/** Arrows that move to the previous and next tab: when scrollable (auto), always (on) or never (off). */
export const TABS_SCROLL_BUTTONS = ['auto', 'on', 'off'] as const;

/** The seed's bounds (000 §5). */
export const TABS_LIMITS = {
  borderRadius: { min: 0, max: 50 },
  padding: { min: 0, max: 50 },
  tabFontSize: { min: 8, max: 24 },
  contentFontSize: { min: 10, max: 32 },
} as const;

const between = (limit: { min: number; max: number }) => numberBetween(limit.min, limit.max);

/**
 * A JSON object whose keys follow `key` (checked after the shape, so its own message is what shows)
 * and whose values are short strings (or numbers, where allowed); `shape` is the message of anything else.
 */
function jsonObject<Value extends z.ZodType>(
  value: Value,
  key: { pattern: RegExp; code: ValidationCode },
  shape: ValidationCode,
) {
  return z.record(z.string(), value, coded(shape)).superRefine((record, context) => {
    for (const name of Object.keys(record)) {
      if (!key.pattern.test(name)) context.addIssue({ code: 'custom', message: validationMessage(key.code) });
    }
  });
}

/** CSS properties in camelCase (`fontWeight`) and their values: a tab's own style (`sx`). */
export const TabStyleSchema = jsonObject(
  z.union([z.string().max(200, atMostChars(200)), z.number()]),
  { pattern: /^[a-zA-Z]+$/, code: 'cssPropertyNames' },
  'cssObject',
);

/**
 * Extra attributes of a tab's button (`tabProps`): only `title`, `aria-*` and `data-*`, so a
 * configuration cannot attach handlers or markup to the page.
 */
export const TabAttributesSchema = jsonObject(
  z.string().max(200, atMostChars(200)),
  { pattern: /^(title|aria-[a-z]+|data-[a-z0-9-]+)$/, code: 'tabAttributeNames' },
  'attributesObject',
);

export const TabSchema = z.object({
  id: requiredText(100, coded('tabIdRequired')),
  label: requiredText(80, coded('tabLabelRequired')),
  content: requiredText(SECTION_CONTENT_MAX_LENGTH, coded('tabContentRequired')),
  icon: SectionIconNameSchema.optional(),
  iconPosition: z.enum(TAB_ICON_POSITIONS),
  disabled: z.boolean(),
  /** A long label wraps onto two lines rather than widening the tab. */
  wrapped: z.boolean(),
  sx: TabStyleSchema.optional(),
  tabProps: TabAttributesSchema.optional(),
});
export type TabItem = z.infer<typeof TabSchema>;

/** Colours that replace the theme's, each optional. */
export const TabsColorsSchema = z.object({
  tabText: HexColorSchema.optional(),
  selectedTabText: HexColorSchema.optional(),
  indicator: HexColorSchema.optional(),
  tabBackground: HexColorSchema.optional(),
  contentText: HexColorSchema.optional(),
  contentBackground: HexColorSchema.optional(),
});
export type TabsColors = z.infer<typeof TabsColorsSchema>;

export const TabsConfigSchema = z
  .object({
    /** The section's anchor on the page (`#roadmap`), optional. */
    id: z
      .string()
      .trim()
      .max(60, atMostChars(60))
      .regex(/^([A-Za-z][\w-]*)?$/, coded('anchorId')),
    tabs: z.array(TabSchema).min(1, coded('atLeastOneTab')),
    orientation: z.enum(TABS_ORIENTATIONS),
    variant: z.enum(TABS_VARIANTS),
    indicatorColor: z.enum(TABS_INDICATOR_COLORS),
    textColor: z.enum(TABS_TEXT_COLORS),
    centered: z.boolean(),
    scrollButtons: z.enum(TABS_SCROLL_BUTTONS),
    borderRadius: between(TABS_LIMITS.borderRadius),
    elevation: ElevationSchema,
    padding: between(TABS_LIMITS.padding),
    tabFontSize: between(TABS_LIMITS.tabFontSize),
    contentFontSize: between(TABS_LIMITS.contentFontSize),
    colors: TabsColorsSchema,
  })
  .superRefine(({ tabs }, context) => {
    checkUniqueIds(tabs, 'tabs', validationMessage('tabIdsUnique'), context);
  });
export type TabsConfig = z.infer<typeof TabsConfigSchema>;

/** A new tab's look before the owner changes it (its id and label come from its position). */
export const TAB_DEFAULTS: Omit<TabItem, 'id' | 'label'> = {
  content: '',
  iconPosition: 'start',
  disabled: false,
  wrapped: false,
};

/**
 * A new tabs section starts with two tabs (seed 000 §4), and the seed's sizes (§9): tab font 14,
 * content font 16, padding 16, radius 4.
 */
export const TABS_DEFAULTS: TabsConfig = {
  id: '',
  tabs: [
    { id: 'tab-1', label: 'Tab 1', ...TAB_DEFAULTS },
    { id: 'tab-2', label: 'Tab 2', ...TAB_DEFAULTS },
  ],
  orientation: 'horizontal',
  variant: 'standard',
  indicatorColor: 'primary',
  textColor: 'primary',
  centered: false,
  scrollButtons: 'auto',
  borderRadius: 4,
  elevation: 0,
  padding: 16,
  tabFontSize: 14,
  contentFontSize: 16,
  colors: {},
};
