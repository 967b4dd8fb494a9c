import i18next, { type i18n, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOf,
  hasValidationMessages,
  loadValidationMessages,
  type Language,
  setValidationLanguage,
} from '@suite/shared';
import { safeStorage } from '../safe-storage';
import { hasAntdLocale, loadAntdLocale } from './antd-locale';

/**
 * The page's one i18next instance, and with it the one language of the shell and every remote:
 * `@suite/shared/react` is a singleton share, and i18next and react-i18next are shared singletons too
 * (ADR 0016). Each app registers its own catalog under its own namespace (`defineCatalog`): English
 * is bundled with the app (the source text, and the fallback), Spanish and Portuguese load when the
 * page is in that language.
 */
export const LANGUAGE_STORAGE_KEY = 'suite:language';

/** A catalog in one language, as its JSON module imports. */
type CatalogModule = { default: ResourceKey };
export type CatalogLoaders = Record<Exclude<Language, 'en'>, () => Promise<CatalogModule>>;

const loaders = new Map<string, CatalogLoaders>();

/** The language chosen in the header, else the browser's first one we speak, else English. */
function initialLanguage(): Language {
  const chosen = languageOf(safeStorage('local').getItem(LANGUAGE_STORAGE_KEY));
  if (chosen) return chosen;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return browserLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export const suiteI18n: i18n = i18next.createInstance();

void suiteI18n
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const target = languageOf(language);
      const load = target && target !== 'en' ? loaders.get(namespace)?.[target] : undefined;
      return load ? (await load()).default : {};
    }),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    // English is added by each app as it registers; only the other languages come from the backend.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
  });

// zod's messages of the shared schemas follow the page's language too.
setValidationLanguage(currentLanguage());
suiteI18n.on('languageChanged', () => setValidationLanguage(currentLanguage()));

/** Registers an app's catalog: English now, the other languages when the page needs them. */
export function registerCatalog(namespace: string, english: ResourceKey, others: CatalogLoaders): void {
  loaders.set(namespace, others);
  if (!suiteI18n.hasResourceBundle('en', namespace)) suiteI18n.addResourceBundle('en', namespace, english);
}

/**
 * Loads what a page's first render needs in its language, the app's namespaces, antd's texts and the
 * schemas' validation messages, so that it does not draw in English first. A catalog that fails to load leaves its English in place.
 */
export async function prepareLanguage(namespaces: readonly string[]): Promise<void> {
  const language = currentLanguage();
  await Promise.all([
    loadAntdLocale(language),
    loadValidationMessages(language),
    suiteI18n.loadNamespaces([...namespaces]),
  ]);
}

/** The page's language now. */
export function currentLanguage(): Language {
  return languageOf(suiteI18n.language) ?? DEFAULT_LANGUAGE;
}

/** Loads every catalog in use in a language; false when one of them could not be loaded. */
function loadCatalogs(language: Language): Promise<boolean> {
  return new Promise((resolve) => {
    void suiteI18n.loadLanguages(language, (error) => resolve(!error));
  });
}

/** Whether this page follows the language chosen in the header (false: a widget in its own language). */
let followsChoice = true;

/** Loads every text of the page in a language, then switches to it; false when some stay in English. */
async function drawIn(language: Language): Promise<boolean> {
  const [catalogs] = await Promise.all([
    loadCatalogs(language),
    loadAntdLocale(language),
    loadValidationMessages(language),
  ]);
  await suiteI18n.changeLanguage(language);
  return catalogs && hasAntdLocale(language) && hasValidationMessages(language);
}

/**
 * Draws this page in a language without remembering it: the public widget in its owner's language
 * (or the visitor's), whatever the admin of the same origin chose. Resolves false when some of its
 * texts could not be loaded: those stay in English.
 */
export function showLanguage(language: Language): Promise<boolean> {
  followsChoice = false;
  return drawIn(language);
}

/**
 * Switches the page to a language and remembers it: every namespace in use and antd's own texts are
 * loaded first, so the page changes at once, in every remote. Resolves false when some texts could
 * not be loaded (they stay in English; the next visit tries again).
 */
export function setLanguage(language: Language): Promise<boolean> {
  followsChoice = true;
  safeStorage('local').setItem(LANGUAGE_STORAGE_KEY, language);
  return drawIn(language);
}

// A language chosen in another tab applies in this one at once (the browser tells of the change),
// except on a page shown in a language of its own.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const chosen = event.key === LANGUAGE_STORAGE_KEY ? languageOf(event.newValue) : undefined;
    if (followsChoice && chosen && chosen !== currentLanguage()) void drawIn(chosen);
  });
}
