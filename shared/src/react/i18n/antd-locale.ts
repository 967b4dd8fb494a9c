import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@suite/shared';

/** antd's own texts (pagination, empty lists, modals' buttons) per language; English is antd's default. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  es: () => import('antd/es/locale/es_ES'),
  pt: () => import('antd/es/locale/pt_BR'),
};

const loaded = new Map<Language, Locale>();

/**
 * Loads antd's texts of a language (kept for the page's life). One that fails to load (a dropped
 * connection) leaves antd's English, rather than a page that never draws; the next call tries again.
 */
export async function loadAntdLocale(language: Language): Promise<Locale | undefined> {
  if (language === 'en') return undefined;
  const known = loaded.get(language);
  if (known) return known;
  try {
    const locale = (await LOADERS[language]()).default;
    loaded.set(language, locale);
    return locale;
  } catch (error) {
    console.warn(`antd's texts in ${language} could not be loaded; they stay in English`, error);
    return undefined;
  }
}

/** Whether antd's texts of a language are here (English always is). */
export function hasAntdLocale(language: Language): boolean {
  return language === 'en' || loaded.has(language);
}

/** antd's texts in the language, once loaded (`setLanguage` loads them before the page switches). */
export function useAntdLocale(language: Language): Locale | undefined {
  const [, setVersion] = useState(0);
  const locale = language === 'en' ? undefined : loaded.get(language);
  useEffect(() => {
    if (language === 'en' || loaded.has(language)) return;
    let live = true;
    void loadAntdLocale(language).then(() => live && setVersion((version) => version + 1));
    return () => {
      live = false;
    };
  }, [language]);
  return locale;
}

/**
 * antd's English for a part of the page: a locale that names no component's texts, so each falls
 * back to antd's own English defaults instead of the page's language (no English catalog to load).
 */
const ENGLISH: Locale = { locale: 'en' };

/** antd's texts of a language for a part of the page (English is always here). */
function partLocale(language: Language): Locale | undefined {
  return language === 'en' ? ENGLISH : loaded.get(language);
}

/**
 * antd's texts for a part of the page drawn in another language than the page's (`ContentLanguage`):
 * English too, which the page leaves as antd's default but a part inside a Spanish page must name.
 * `ready` once they are here (or could not be loaded: the page's stay), so the part is drawn once, in
 * its language; `locale` is undefined where the part speaks the page's language.
 */
export function usePartAntdLocale(
  language: Language | undefined,
  page: Language,
): { locale: Locale | undefined; ready: boolean } {
  const part = language !== undefined && language !== page ? language : undefined;
  const locale = part === undefined ? undefined : partLocale(part);
  const [settled, setSettled] = useState<Language | null>(null);
  useEffect(() => {
    if (part === undefined || locale) return;
    let live = true;
    void loadAntdLocale(part).then(() => live && setSettled(part));
    return () => {
      live = false;
    };
  }, [part, locale]);
  return { locale, ready: part === undefined || locale !== undefined || settled === part };
}
