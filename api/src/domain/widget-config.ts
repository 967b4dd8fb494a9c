// A widget's saved config as the API reads it back: for the widget's own answers and for what other
// features read of a site (its trade settings, its asset stores' fees, its public sections).
import { languageOf } from '@suite/shared';
import { isSiteCurrency, isSiteTheme, migrateSections, setHtmlCheck } from '@suite/shared/sections';
import { WidgetConfigSchema, type WidgetConfig } from '@suite/shared/widget';
import { htmlParseError } from '@suite/shared/html-check';

// A saved code page's HTML is checked by HTML's parsing rules (parse5), as its editor checks it.
setHtmlCheck(htmlParseError);

/**
 * A stored config as the API shows it: its shape re-checked (it was validated on save), and each
 * section saved at an older version of its type migrated to the current one, so editors and
 * renderers read today's shape instead of falling back to their defaults. Section data is not
 * re-validated here: a widget saved before a rule existed still opens, and its next save names
 * the section to fix. What a save now refuses but the site always read as something else is read
 * as that, since the editor sends the whole config back with every panel's save, and a save would
 * refuse it where its owner cannot see it: a Language the site does not speak (the editor once
 * offered French, German…) is dropped, as the site read it as unset; a Theme no preset has is
 * dropped, as the site drew the default preset; a Currency the site does not show prices in is
 * US dollars, as the site priced it.
 */
export function readStoredConfig(text: string): { config: WidgetConfig; migrated: boolean } {
  const stored = WidgetConfigSchema.parse(JSON.parse(text));
  const sections = migrateSections(stored.page.sections);
  const sectionsMigrated = sections.some((section, index) => section !== stored.page.sections[index]);
  const localeUnspoken = stored.locale !== undefined && languageOf(stored.locale) === undefined;
  const themeUnknown = stored.theme !== undefined && !isSiteTheme(stored.theme);
  const currencyUnknown = !isSiteCurrency(stored.currency);
  let config = sectionsMigrated ? { ...stored, page: { ...stored.page, sections } } : stored;
  if (localeUnspoken) {
    const { locale: _unspoken, ...spoken } = config;
    config = spoken;
  }
  if (themeUnknown) {
    const { theme: _unknown, ...drawn } = config;
    config = drawn;
  }
  if (currencyUnknown) config = { ...config, currency: 'USD' };
  return { config, migrated: sectionsMigrated || localeUnspoken || themeUnknown || currencyUnknown };
}
