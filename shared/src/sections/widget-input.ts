import * as z from 'zod/v4';
import { SectionInputSchema } from './section-data';
import { WidgetConfigSchema, WidgetKitSchema, WidgetPageSchema } from '@suite/shared/widget';
import { coded, findUnstorableText, LANGUAGE_TAGS, languageOf, SITE_CURRENCIES } from '@suite/shared';
import { CUSTOM_THEME_ID, THEME_PRESETS, WidgetIdSchema } from '@suite/shared/schemas';

/*
 * What a widget save accepts. Apart from `widget-config.ts` because the section registry these schemas
 * use imports section schemas that themselves import `widget-config.ts` (a site widget's page).
 */

/** A page as a save takes it: each section migrated to its type's current version and checked. */
export const WidgetPageInputSchema = WidgetPageSchema.extend({
  sections: z
    .array(SectionInputSchema)
    .max(500, coded('atMostSections', { max: 500 }))
    .default([]),
});

/**
 * A Language as a save takes it: one the site speaks (`languageOf` knows it), since the site reads
 * any other as unset. Reading stays lenient: an older widget's unspoken Language is dropped on read.
 */
const WidgetLocaleInputSchema = WidgetConfigSchema.shape.locale
  .unwrap()
  .refine(
    (tag) => languageOf(tag) !== undefined,
    coded('siteLanguage', { languages: Object.values(LANGUAGE_TAGS).join(', ') }),
  )
  .optional();

/** The Themes a site is drawn in: a preset's id, or `custom` (the owner's colours over the default). */
const SITE_THEMES: readonly string[] = [...THEME_PRESETS.map((preset) => preset.id), CUSTOM_THEME_ID];

/** Whether a site shows its prices in this Currency; any other the site drew in US dollars. */
export function isSiteCurrency(code: string): boolean {
  return SITE_CURRENCIES.includes(code);
}

/** Whether a site is drawn in this Theme; any other the site drew as the default preset. */
export function isSiteTheme(id: string): boolean {
  return SITE_THEMES.includes(id);
}

/**
 * The Currency and the Theme as a save takes them (`WidgetConfigInputSchema`): only what the site can
 * use. Reading stays lenient (`WidgetConfigSchema`), so a widget stored before still opens.
 */
const WidgetCurrencyInputSchema = WidgetConfigSchema.shape.currency.refine(
  isSiteCurrency,
  coded('siteCurrency', { currencies: SITE_CURRENCIES.join(', ') }),
);
const WidgetThemeInputSchema = WidgetConfigSchema.shape.theme
  .unwrap()
  .refine(isSiteTheme, coded('siteTheme', { themes: SITE_THEMES.join(', ') }))
  .optional();

/**
 * The widget config as a save takes it: `WidgetConfigSchema`, with a Language the site speaks, a
 * Currency it shows prices in and a Theme it is drawn in, and every section of a registered type
 * checked by that type's own schema (the one its editor uses), after migrating it from an older
 * version. A custom type's data is kept as given.
 */
export const WidgetConfigInputSchema = WidgetConfigSchema.extend({
  currency: WidgetCurrencyInputSchema,
  locale: WidgetLocaleInputSchema,
  theme: WidgetThemeInputSchema,
  page: WidgetPageInputSchema,
});

/**
 * The config as the editor sends it: a JSON string, parsed and then validated, so a failing field
 * is reported under `config.<path>` (a section's under `config.page.sections.<n>.data.<field>`).
 */
export const WidgetConfigJsonSchema = z
  .string()
  .max(1_000_000, 'The config is too large')
  .transform((text, context): unknown => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'Must be a JSON object' });
      return z.NEVER;
    }
    // Escapes inside the JSON (\u0000, a lone \ud800) become text the database cannot store.
    const unstorable = findUnstorableText(parsed);
    if (unstorable) {
      context.addIssue({ code: 'custom', message: unstorable.message, path: unstorable.path });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(WidgetConfigInputSchema);

export const WidgetUpsertInputSchema = z.object({
  id: WidgetIdSchema.optional(),
  config: WidgetConfigJsonSchema,
  /** Its kit when creating (Full when left out, as seed 001's create sends none); a widget keeps its kit. */
  kit: WidgetKitSchema.optional(),
  /** The version the edit was based on; a different current version answers 409. */
  version: z.number().int().min(1).optional(),
});
export type WidgetUpsertInput = z.input<typeof WidgetUpsertInputSchema>;
