import * as z from 'zod/v4';
import { atLeast, atMost, atMostChars, coded, URL_MAX } from '@suite/shared';
import { requiredText } from '@suite/shared/schemas';

/**
 * Shapes several section types share (accordion, cards, stepper, tabs): icon names, colours, links
 * that may be left empty, bounded numbers and the action buttons of a panel or a step.
 */

/**
 * The icons an owner may pick, by the names the seed uses (`ExpandMore`, `Check`, `Warning`). The
 * renderers draw each with its antd counterpart.
 */
export const SECTION_ICON_NAMES = [
  'ExpandMore',
  'ChevronRight',
  'KeyboardArrowDown',
  'ArrowDropDown',
  'Add',
  'ArrowForward',
  'ArrowBack',
  'OpenInNew',
  'Download',
  'Check',
  'Close',
  'Info',
  'Warning',
  'Error',
  'Help',
  'Star',
  'Favorite',
  'Home',
  'Settings',
  'Person',
  'Email',
  'Lock',
  'Search',
  'Send',
  'ShoppingCart',
  'Wallet',
] as const;
export type SectionIconName = (typeof SECTION_ICON_NAMES)[number];
export const SectionIconNameSchema = z.enum(SECTION_ICON_NAMES, coded('pickIcon'));

/** The icons offered where something expands (an accordion's panels). */
export const EXPAND_ICON_NAMES = [
  'ExpandMore',
  'ChevronRight',
  'KeyboardArrowDown',
  'ArrowDropDown',
  'Add',
] as const satisfies readonly SectionIconName[];
export const ExpandIconNameSchema = z.enum(EXPAND_ICON_NAMES, coded('pickIcon'));

/** The English of `optionalUrl`, the message of an optional link that is not one. */
export const OPTIONAL_URL_MESSAGE = 'Must be a valid URL if provided';

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An address a section links to or shows: http(s) only, so a page never carries `javascript:`, and at
 * most URL_MAX (2048) characters, as every address the API keeps.
 */
export const SectionHttpUrlSchema = z
  .url({ protocol: /^https?$/, ...coded('httpUrl') })
  .max(URL_MAX, atMostChars(URL_MAX));

/** A link or an image address that may stay empty; when given, it starts with http(s) (seed 000 §5). */
export const OptionalHttpUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, atMostChars(URL_MAX))
  .refine((value) => value === '' || isHttpUrl(value), coded('optionalUrl'));

/** A colour the owner picks: #rgb, #rrggbb or #rrggbbaa. */
export const HexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, coded('hexColour'));

/** A number within the seed's bounds, with the bound in the message. */
export function numberBetween(min: number, max: number, { integer = false }: { integer?: boolean } = {}) {
  const number = z.number(coded('number'));
  return (integer ? number.int(coded('wholeNumber')) : number).min(min, atLeast(min)).max(max, atMost(max));
}

/** A shadow depth, as Material's elevation 0-24 (seed 000 §5). */
export const ELEVATION_MAX = 24;
export const ElevationSchema = numberBetween(0, ELEVATION_MAX, { integer: true });

export const SECTION_ACTION_VARIANTS = ['text', 'outlined', 'contained'] as const;
export type SectionActionVariant = (typeof SECTION_ACTION_VARIANTS)[number];
export const SECTION_ACTION_COLORS = [
  'primary',
  'secondary',
  'success',
  'error',
  'info',
  'warning',
  'inherit',
] as const;
export type SectionActionColor = (typeof SECTION_ACTION_COLORS)[number];
export const SECTION_ACTION_SIZES = ['small', 'medium', 'large'] as const;
export type SectionActionSize = (typeof SECTION_ACTION_SIZES)[number];

/** A button of an accordion panel or a step: label, link, look and icons (seed 000 §3 "Action"). */
export const SectionActionSchema = z.object({
  label: requiredText(80, coded('actionLabelRequired')),
  href: OptionalHttpUrlSchema,
  variant: z.enum(SECTION_ACTION_VARIANTS),
  color: z.enum(SECTION_ACTION_COLORS),
  size: z.enum(SECTION_ACTION_SIZES),
  startIcon: SectionIconNameSchema.optional(),
  endIcon: SectionIconNameSchema.optional(),
  disabled: z.boolean(),
});
export type SectionAction = z.infer<typeof SectionActionSchema>;

/** A new action's look before the owner changes it. */
export const SECTION_ACTION_DEFAULTS: SectionAction = {
  label: '',
  href: '',
  variant: 'contained',
  color: 'primary',
  size: 'medium',
  disabled: false,
};

/** The long text of a panel, step, tab or card: markdown, rendered without raw HTML. */
export const SECTION_CONTENT_MAX_LENGTH = 20_000;

/**
 * Adds `message` at the id of every item whose id another item also has, so the form shows it beside
 * each of them. Renderers key panels, tabs, steps and grid cards by id, which must be unique.
 * Returns the ids of the list.
 */
export function checkUniqueIds(
  items: readonly { id: string }[],
  listKey: string,
  message: string,
  context: z.RefinementCtx,
): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const { id } of items) counts.set(id.trim(), (counts.get(id.trim()) ?? 0) + 1);
  items.forEach(({ id }, index) => {
    const key = id.trim();
    if (key !== '' && (counts.get(key) ?? 0) > 1) {
      context.addIssue({ code: 'custom', message, path: [listKey, index, 'id'] });
    }
  });
  return new Set(counts.keys());
}
