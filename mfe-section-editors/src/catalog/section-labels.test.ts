import { SECTION_REGISTRY } from '@suite/shared/sections';
import type { SectionType } from '@suite/shared/widget';
import { describeIssue, type FieldLabel, type FieldLabels } from '../section-kit/field-labels';
import { englishCatalog } from '../test/english';
import { SECTION_CATALOG } from './section-catalog';

/**
 * The labels each type registers (and its renderer gives `SectionNotReady`). The wallet has none: its
 * renderer never shows issues (settings that fail to parse draw the wallet in the site's theme, seed 000 §3).
 */
const LABELLED = SECTION_CATALOG.flatMap((entry) =>
  'labels' in entry ? [{ type: entry.type, labels: entry.labels }] : [],
);

/**
 * The same value with every field of the wrong kind, and every list holding one empty entry: the
 * schema then reports each field it has, down to the fields of a list's entries.
 */
function spoiled(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? value.map(spoiled) : [{}];
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, spoiled(field)]));
  }
  return typeof value === 'string' ? 12 : 'not a value';
}

/** Entries a list of several kinds needs one of each to report its fields. */
const EXTRA_CONFIGS: Partial<Record<SectionType, unknown[]>> = {
  showcase: [{ items: [{ kind: 'image' }, { kind: 'nft' }, { kind: 'link' }] }],
  featured: [{ items: [{ type: 'asset' }, { type: 'collection' }] }],
  collections: [{ items: [{ type: 'asset' }, { type: 'collection' }] }],
  'call-to-action': [{ items: [{ type: 'asset' }, { type: 'collection' }] }],
};

/** The first segment of `path` no label of `labels` names (a list's entry is named by its list). */
function undeclared(labels: FieldLabels, path: readonly PropertyKey[]): string | undefined {
  let scope: FieldLabels | undefined = labels;
  for (let at = 0; at < path.length; at += 1) {
    const segment = path[at];
    const label: FieldLabel | undefined = segment === undefined ? undefined : scope?.[String(segment)];
    if (label === undefined) return path.slice(0, at + 1).join('.');
    if (typeof label === 'string') {
      // A list of plain values (strings) names its entries by the list's label.
      if (at === path.length - 1 || (at === path.length - 2 && typeof path[at + 1] === 'number'))
        return undefined;
      return path.slice(0, at + 2).join('.');
    }
    if ('item' in label && typeof path[at + 1] === 'number') at += 1;
    scope = label.fields;
  }
  return undefined;
}

describe("every section type's preview names its fields in its editor's words", () => {
  it('registers the labels of every type but the wallet', () => {
    expect(LABELLED.map((entry) => entry.type).sort()).toEqual(
      SECTION_CATALOG.map((entry) => entry.type)
        .filter((type) => type !== 'wallet')
        .sort(),
    );
  });

  it.each(LABELLED.map((entry) => [entry.type, entry.labels] as const))('%s', (type, labels) => {
    const t = englishCatalog();
    const { schema, defaults } = SECTION_REGISTRY[type];
    const configs = [defaults, spoiled(defaults), ...(EXTRA_CONFIGS[type] ?? [])].map((config) =>
      typeof config === 'object' && config !== null ? { ...defaults, ...config } : config,
    );
    const issues = configs.flatMap((config) => {
      const parsed = schema.safeParse(config);
      return parsed.success ? [] : parsed.error.issues;
    });
    expect(issues.length).toBeGreaterThan(0);

    const unnamed = issues
      .map((issue) => undeclared(labels, issue.path))
      .filter((path) => path !== undefined);
    expect([...new Set(unnamed)]).toEqual([]);
    for (const issue of issues) {
      const where = describeIssue(labels, issue, t).slice(0, -issue.message.length);
      expect(where).not.toMatch(/#\d|\./);
      for (const key of issue.path) {
        if (typeof key === 'string' && /[a-z][A-Z]/.test(key)) expect(where).not.toContain(key);
      }
    }
  });
});
