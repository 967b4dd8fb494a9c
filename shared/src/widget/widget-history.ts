import * as z from 'zod/v4';
import { coded } from '@suite/shared';
import { AddressSchema, limitSchema, pagedSchema, PageSchema, WidgetIdSchema } from '@suite/shared/schemas';
import type { Section } from './section';
import { WidgetConfigSchema, type WidgetConfig } from './widget-config';

/** The versions one page of the History panel lists. */
export const WIDGET_VERSIONS_PAGE_SIZE = 10;

/** The changes a version's summary keeps; the rest are counted (`changeCount`). */
export const WIDGET_CHANGES_KEPT = 20;

const SectionRefSchema = z.object({
  /** The section's place on the page, from 0: in the older config when removed, else in the newer. */
  index: z.number().int().min(0),
  type: z.string(),
  name: z.string().optional(),
});
export type SectionRef = z.infer<typeof SectionRefSchema>;

/**
 * One change between two configs of a widget, as a reader says it: a section added, removed, edited
 * or moved (sections have no ids: an unchanged section is matched by its content, an edited one by
 * its type and place), or a setting changed (a top-level key of the config, or `page.title` and
 * `page.layout`).
 */
export const WidgetChangeSchema = z.discriminatedUnion('kind', [
  SectionRefSchema.extend({ kind: z.literal('sectionAdded') }),
  SectionRefSchema.extend({ kind: z.literal('sectionRemoved') }),
  SectionRefSchema.extend({ kind: z.literal('sectionEdited') }),
  SectionRefSchema.extend({ kind: z.literal('sectionMoved'), from: z.number().int().min(0) }),
  z.object({ kind: z.literal('settingChanged'), setting: z.string() }),
]);
export type WidgetChange = z.infer<typeof WidgetChangeSchema>;

/** A saved version as the History panel lists it: who saved it when, and what it changed. */
export const WidgetVersionSummarySchema = z.object({
  /** The widget's version number after that save (`Widget.version`). */
  version: z.number().int().min(1),
  savedAt: z.iso.datetime(),
  /** The wallet signed in when it was saved; null for the version a widget had when history began. */
  savedBy: AddressSchema.nullable(),
  /** The version it restored, when it was a restore. */
  restoredFrom: z.number().int().min(1).nullable(),
  /** Its changes against the version before it (the first ones, `WIDGET_CHANGES_KEPT` at most). */
  changes: z.array(WidgetChangeSchema),
  changeCount: z.number().int().min(0),
});
export type WidgetVersionSummary = z.infer<typeof WidgetVersionSummarySchema>;

export const WidgetVersionListSchema = pagedSchema(WidgetVersionSummarySchema).extend({
  /** How many versions of a widget are kept (the API's retention setting): older ones are deleted. */
  kept: z.number().int().min(1),
});
export type WidgetVersionList = z.infer<typeof WidgetVersionListSchema>;

/** One version with its config, migrated to today's section shapes like a widget's. */
export const WidgetVersionSchema = WidgetVersionSummarySchema.extend({ configParsed: WidgetConfigSchema });
export type WidgetVersion = z.infer<typeof WidgetVersionSchema>;

export const VersionNumberSchema = z.coerce
  .number(coded('versionNumber'))
  .int(coded('versionNumber'))
  .min(1, coded('versionNumber'))
  .max(2_147_483_647, coded('versionNumber'));

export const WidgetVersionsInputSchema = z.object({
  id: WidgetIdSchema,
  page: PageSchema,
  limit: limitSchema(WIDGET_VERSIONS_PAGE_SIZE, 50),
});

export const WidgetVersionInputSchema = z.object({ id: WidgetIdSchema, version: VersionNumberSchema });

/**
 * Restores `version` as a new version, on top of `baseVersion`: the widget's version the editor shows.
 * A widget saved elsewhere since answers 409, as a save does.
 */
export const WidgetRestoreInputSchema = WidgetVersionInputSchema.extend({ baseVersion: VersionNumberSchema });

/** A value as JSON with its objects' keys sorted, so equal values give equal text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function sectionRef(section: Section, index: number): SectionRef {
  return section.name ? { index, type: section.type, name: section.name } : { index, type: section.type };
}

/** The pairs (old index, new index) of a longest common subsequence of two lists of keys. */
function commonSubsequence(before: string[], after: string[]): [number, number][] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  const lengths = new Uint16Array(rows * columns);
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      lengths[i * columns + j] =
        before[i] === after[j]
          ? (lengths[(i + 1) * columns + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * columns + j] ?? 0, lengths[i * columns + j + 1] ?? 0);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if ((lengths[(i + 1) * columns + j] ?? 0) >= (lengths[i * columns + j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

/** The sections' changes: unchanged ones matched by content, moved ones too, edited ones by type and place. */
function sectionChanges(before: Section[], after: Section[]): WidgetChange[] {
  const beforeKeys = before.map(stableJson);
  const afterKeys = after.map(stableJson);
  const anchors = commonSubsequence(beforeKeys, afterKeys);
  const removed = new Set(before.keys());
  const added = new Set(after.keys());
  for (const [i, j] of anchors) {
    removed.delete(i);
    added.delete(j);
  }
  const changes: WidgetChange[] = [];
  // The same section elsewhere on the page: moved.
  for (const j of [...added]) {
    const i = [...removed].find((index) => beforeKeys[index] === afterKeys[j]);
    const section = after[j];
    if (i === undefined || !section) continue;
    removed.delete(i);
    added.delete(j);
    changes.push({ kind: 'sectionMoved', from: i, ...sectionRef(section, j) });
  }
  // Between two unchanged sections, the first removed and the first added of one type: edited.
  const bounds: [number, number][] = [...anchors, [before.length, after.length]];
  let previous: [number, number] = [-1, -1];
  for (const bound of bounds) {
    const gapBefore = [...removed].filter((i) => i > previous[0] && i < bound[0]);
    const gapAfter = [...added].filter((j) => j > previous[1] && j < bound[1]);
    for (const i of gapBefore) {
      const j = gapAfter.find((index) => added.has(index) && after[index]?.type === before[i]?.type);
      const section = j === undefined ? undefined : after[j];
      if (j === undefined || !section) continue;
      removed.delete(i);
      added.delete(j);
      changes.push({ kind: 'sectionEdited', ...sectionRef(section, j) });
    }
    previous = bound;
  }
  for (const i of removed) {
    const section = before[i];
    if (section) changes.push({ kind: 'sectionRemoved', ...sectionRef(section, i) });
  }
  for (const j of added) {
    const section = after[j];
    if (section) changes.push({ kind: 'sectionAdded', ...sectionRef(section, j) });
  }
  const order = (change: WidgetChange) => ('index' in change ? change.index : 0);
  return changes.sort((a, b) => order(a) - order(b));
}

/**
 * What changed from one config of a widget to another, in reading order: the settings first (by
 * name), then the sections by their place. The API stores it with each version (against the one
 * before); the History panel compares a version with the current config by it.
 */
export function widgetChanges(before: WidgetConfig, after: WidgetConfig): WidgetChange[] {
  const settings = new Set<string>();
  const { page: pageBefore, ...restBefore } = before;
  const { page: pageAfter, ...restAfter } = after;
  const beforeSettings: Record<string, unknown> = restBefore;
  const afterSettings: Record<string, unknown> = restAfter;
  for (const key of new Set([...Object.keys(beforeSettings), ...Object.keys(afterSettings)]))
    if (stableJson(beforeSettings[key]) !== stableJson(afterSettings[key])) settings.add(key);
  if (pageBefore.title !== pageAfter.title) settings.add('page.title');
  if (stableJson(pageBefore.layout) !== stableJson(pageAfter.layout)) settings.add('page.layout');
  return [
    ...[...settings].sort().map((setting): WidgetChange => ({ kind: 'settingChanged', setting })),
    ...sectionChanges(pageBefore.sections, pageAfter.sections),
  ];
}
