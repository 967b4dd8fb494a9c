import { useDocumentColorScheme } from './color-scheme';
import { useDocumentLanguage } from './i18n/language';

/**
 * The document of a page the suite owns (the admin, a remote on its own port, the pay page) in the
 * page's colour scheme and language: `color-scheme`, the background, `<html lang>`. A partner's page
 * that embeds a remote keeps its own.
 */
export function useSuiteDocument(): void {
  useDocumentColorScheme();
  useDocumentLanguage();
}
