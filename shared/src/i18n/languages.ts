/** The admin's languages (issue 19): English, the source, then Spanish and Portuguese. */
export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

/** The locale numbers, money and dates are formatted in for a language. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  pt: 'pt-BR',
};

/**
 * The tag a widget's Language is saved as (`config.locale`): what the editor has always saved, so a
 * widget keeps its setting. `languageOf` reads each back as its language.
 */
export const LANGUAGE_TAGS = { en: 'en', es: 'es', pt: 'pt-BR' } as const satisfies Record<Language, string>;

/** A language tag (`pt-BR`, `es`, `EN`) as one of ours, or undefined. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}

/** The first of the browser's languages that the admin speaks; English when none is. */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
