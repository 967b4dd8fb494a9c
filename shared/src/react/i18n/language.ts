import { useEffect, useMemo } from 'react';
import {
  formatCreditsAmount,
  formatDateTimeIn,
  formatDayIn,
  formatDecimal,
  formatMoney,
  browserLanguage,
  LANGUAGE_LOCALES,
  languageOf,
  type Language,
} from '@suite/shared';
import { useContentLanguage } from './content-language';
import { showLanguage } from './i18n';
import { useLanguage } from './page-language';

export { useLanguage } from './page-language';

/** Sets `<html lang>` to the page's language: for the suite's own documents, not a partner's page. */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

/** The language a widget's visitor reads it in: its Language (`pt-BR` is Portuguese), else the browser's. */
export function visitorLanguage(locale: string | undefined): Language {
  return languageOf(locale) ?? browserLanguage(navigator.languages);
}

/**
 * The public widget's page in the widget's language (its `locale`, `pt-BR` read as Portuguese), or
 * the visitor's browser language when it has none we speak; not remembered. `<html lang>` follows.
 */
export function useVisitorLanguage(locale: string | undefined): void {
  const language = visitorLanguage(locale);
  useEffect(() => {
    void showLanguage(language);
  }, [language]);
  useDocumentLanguage();
}

export interface Formatters {
  locale: string;
  /** A price in USD, 2 to 18 decimals. */
  usd: (amount: string) => string;
  /** A price without a currency, 2 to 18 decimals. */
  decimal: (amount: string) => string;
  /** Credits with 4 decimals and `USD`. */
  credits: (amount: string) => string;
  dateTime: (value: string | number | Date) => string;
  day: (value: string | number | Date) => string;
}

/** The suite's one formatter of money, numbers and dates, in the page's language (or `ContentLanguage`'s). */
export function useFormat(): Formatters {
  const content = useContentLanguage();
  const page = useLanguage();
  const locale = LANGUAGE_LOCALES[content ?? page];
  return useMemo(
    () => ({
      locale,
      usd: (amount) => formatMoney(amount, 'USD', locale),
      decimal: (amount) => formatDecimal(amount, locale),
      credits: (amount) => formatCreditsAmount(amount, locale),
      dateTime: (value) => formatDateTimeIn(value, locale),
      day: (value) => formatDayIn(value, locale),
    }),
    [locale],
  );
}
