// The message catalogs' check (issue 19, ADR 0016): every app's Spanish and Portuguese catalogs have
// exactly the English catalog's keys, with the same {{placeholders}} and no empty message, and every
// English key is used by the app's source. TypeScript already refuses a key the English catalog
// lacks (`defineCatalog`'s typed `t`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TRANSLATED_LANGUAGES = ['es', 'pt'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalog = { [key: string]: string | Catalog };

/** The catalog's messages by dotted key. */
export function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(dotted, value);
    else for (const [inner, text] of flatten(value, dotted)) messages.set(inner, text);
  }
  return messages;
}

function placeholders(message: string): string {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/** The keys of a language that differ from English: missing, extra, empty, or with other placeholders. */
export function compareCatalogs(
  english: Map<string, string>,
  other: Map<string, string>,
  language: string,
): string[] {
  const problems: string[] = [];
  // A language may need other plural forms than English (Spanish and Portuguese have `many`).
  const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
  const otherBases = new Set([...other.keys()].map(base));
  const englishBases = new Set([...english.keys()].map(base));
  for (const [key, message] of english) {
    if (!other.has(key) && !(PLURAL_SUFFIX.test(key) && otherBases.has(base(key)))) {
      problems.push(`${language}: missing "${key}"`);
      continue;
    }
    const translated = other.get(key);
    if (translated !== undefined && placeholders(translated) !== placeholders(message)) {
      problems.push(
        `${language}: "${key}" has placeholders {${placeholders(translated)}}, English {${placeholders(message)}}`,
      );
    }
  }
  for (const [key, message] of other) {
    if (!englishBases.has(base(key))) problems.push(`${language}: "${key}" is not in the English catalog`);
    if (message.trim() === '') problems.push(`${language}: "${key}" is empty`);
  }
  return problems;
}

/**
 * The English keys the source never names: a key is used when it appears as a whole string literal
 * (`t('nav.open')`), by its plural base, or when the source builds it from a template whose fixed
 * head it starts with (`t(\`nav.${label}\`)`).
 */
export function unusedKeys(english: Map<string, string>, sources: readonly string[]): string[] {
  const literals = new Set<string>();
  const heads: string[] = [];
  for (const source of sources) {
    for (const match of source.matchAll(/(['"`])([\w.-]+)\1/g)) literals.add(match[2] ?? '');
    for (const match of source.matchAll(/`([\w.-]+)\$\{/g)) heads.push(match[1] ?? '');
  }
  return [...english.keys()].filter((key) => {
    const base = key.replace(PLURAL_SUFFIX, '');
    return !literals.has(key) && !literals.has(base) && !heads.some((head) => head && key.startsWith(head));
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'node_modules' || name === 'locales' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

export interface CatalogPlace {
  /** The folder of en.json, es.json and pt.json. */
  localesDir: string;
  /** The source that uses the catalog. */
  sourceDir: string;
}

/** Every problem of one app's catalogs, each prefixed with the catalog's folder. */
export function checkCatalog({ localesDir, sourceDir }: CatalogPlace, root: string): string[] {
  const read = (language: string) =>
    flatten(JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Catalog);
  const english = read('en');
  const problems = TRANSLATED_LANGUAGES.flatMap((language) =>
    compareCatalogs(english, read(language), language),
  );
  const sources = sourceFiles(sourceDir).map((file) => readFileSync(file, 'utf8'));
  problems.push(
    ...unusedKeys(english, sources).map(
      (key) => `en: "${key}" is used nowhere in ${path.relative(root, sourceDir)}`,
    ),
  );
  const where = path.relative(root, localesDir);
  return problems.map((problem) => `${where}: ${problem}`);
}
