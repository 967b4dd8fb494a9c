import * as z from 'zod/v4';
import { SECTION_REGISTRY, type SectionTypeDefinition } from './registry';
import { SectionSchema, SectionTypeSchema, type Section, type SectionType } from '@suite/shared/widget';

const DEFINITIONS: Readonly<Record<SectionType, SectionTypeDefinition>> = SECTION_REGISTRY;

/** The registry's line of a type; none for a custom type a plugin registers. */
export function sectionTypeDefinition(type: string): SectionTypeDefinition | undefined {
  const known = SectionTypeSchema.safeParse(type);
  return known.success ? DEFINITIONS[known.data] : undefined;
}

/** Why a section cannot be saved, under the section (`['data', 'items', 0, 'title']`, `['version']`). */
export interface SectionIssue {
  path: PropertyKey[];
  message: string;
}

export type SectionMigrationResult = { ok: true; section: Section } | { ok: false; issue: SectionIssue };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A section brought to its type's current version: each migration from its `version` (absent: 1)
 * runs in turn, and the section then carries the current version. A section already current, or of
 * a custom type, comes back as it is. A version newer than the registry's, or a migration that
 * fails, is an issue: the data is never dropped or reset to the defaults.
 */
export function migrateSection(section: Section): SectionMigrationResult {
  const definition = sectionTypeDefinition(section.type);
  const from = section.version ?? 1;
  if (!definition || from === definition.version) return { ok: true, section };
  if (from > definition.version) {
    return {
      ok: false,
      issue: {
        path: ['version'],
        message: `Saved by a newer editor (version ${from}); this server reads ${section.type} sections up to version ${definition.version}`,
      },
    };
  }
  let data = section.data;
  for (let version = from; version < definition.version; version++) {
    const step = definition.migrations.find((migration) => migration.from === version);
    if (!step) {
      return {
        ok: false,
        issue: {
          path: ['version'],
          message: `${section.type} sections cannot be migrated from version ${version}`,
        },
      };
    }
    try {
      data = step.migrate(data);
    } catch (error) {
      return {
        ok: false,
        issue: {
          path: ['data'],
          message: `Could not be migrated from version ${version} to ${version + 1}: ${errorText(error)}`,
        },
      };
    }
  }
  return { ok: true, section: { ...section, version: definition.version, data } };
}

/**
 * A stored section as the editors and renderers read it: migrated when it is of an older version.
 * One that cannot be (newer than this registry, a failing migration) is left as stored, for its
 * editor and renderer to handle, and for the next save to report.
 */
export function currentSection(section: Section): Section {
  const migrated = migrateSection(section);
  return migrated.ok ? migrated.section : section;
}

/** Each of the sections as `currentSection` reads it. */
export function migrateSections(sections: readonly Section[]): Section[] {
  return sections.map(currentSection);
}

/**
 * A section whose data an editor made in its type's current shape, marked with that version, so a
 * save does not take it for an older one. Nothing is added while the type is at version 1 (absent
 * means 1), nor for a custom type.
 */
export function withCurrentVersion(section: Section): Section {
  const definition = sectionTypeDefinition(section.type);
  if (!definition || (section.version ?? 1) === definition.version) return section;
  return { ...section, version: definition.version };
}

/**
 * What is wrong with a (current-version) section's data, checked with its type's schema — the one
 * its editor uses. None for a custom type: its data is kept as given.
 */
export function sectionDataIssues(section: Section): SectionIssue[] {
  const definition = sectionTypeDefinition(section.type);
  if (!definition) return [];
  const parsed = definition.schema.safeParse(section.data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ path: ['data', ...issue.path], message: issue.message }));
}

/**
 * A section as a save takes it: the envelope (`SectionSchema`), migrated to its type's current
 * version, with a registered type's `data` checked by that type's schema. The data is stored as
 * given (migrated), not as the schema's output. Issues sit under the section, so a widget save
 * reports `config.page.sections.3.data.accordions.0.title`.
 */
export const SectionInputSchema = SectionSchema.transform((section, context): Section => {
  const migrated = migrateSection(section);
  if (!migrated.ok) {
    context.addIssue({ code: 'custom', input: section, ...migrated.issue });
    return z.NEVER;
  }
  for (const issue of sectionDataIssues(migrated.section)) {
    context.addIssue({ code: 'custom', input: section, ...issue });
  }
  return migrated.section;
});
