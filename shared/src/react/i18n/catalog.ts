import { useCallback, useMemo } from 'react';
import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from './content-language';
import { registerCatalog, suiteI18n, type CatalogLoaders } from './i18n';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The dotted paths of a catalog's messages: `nav.widgets`. */
type Leaves<T, Prefix extends string = ''> = T extends string
  ? Prefix
  : { [K in keyof T & string]: Leaves<T[K], Prefix extends '' ? K : `${Prefix}.${K}`> }[keyof T & string];

/** A message key of a catalog; plural forms (`count_one`, `count_other`) are asked for by their base. */
type CatalogKey<T> =
  Leaves<T> extends infer K ? (K extends `${infer Base}_${PluralSuffix}` ? Base : K) : never;

/** Values put into a message's `{{placeholders}}`; `count` also picks the plural form. */
type MessageValues = Record<string, string | number>;

type Translate<T> = (key: CatalogKey<T>, values?: MessageValues) => string;

export interface CatalogHook<T> {
  /** The message in the page's language (English where a message is missing). */
  t: Translate<T>;
}

/**
 * Defines an app's catalog and returns its hook. The keys are checked against the English catalog
 * by TypeScript; `pnpm check:i18n` checks that Spanish and Portuguese have every key and that every
 * key is used. A component using the hook re-renders when the language changes, and suspends the
 * first time a language of its catalog loads.
 */
export function defineCatalog<T extends ResourceKey>(
  namespace: string,
  english: T,
  others: CatalogLoaders,
): () => CatalogHook<T> {
  registerCatalog(namespace, english, others);
  return function useCatalog(): CatalogHook<T> {
    // Below a `ContentLanguage`, the messages of that language (loaded, suspending, on first use).
    const lng = useContentLanguage();
    const { t } = useTranslation(namespace, { i18n: suiteI18n, lng });
    const translate = useCallback<Translate<T>>((key, values) => t(String(key), values ?? {}), [t]);
    return useMemo(() => ({ t: translate }), [translate]);
  };
}
