import * as z from 'zod/v4';
import { atMostChars, coded, required, type PreviewPlatform } from '@suite/shared';

export const SECTION_NAME_MAX_LENGTH = 120;

/**
 * One section of a page (seed 001 §3): its type — one of the catalog's `SectionType`s, or a custom
 * type a plugin registers, so any non-empty id is kept — an optional name the owner gives it in the
 * editor, the type's config (`data`), the version of that config's shape, and where it is hidden.
 * Widgets store their pages' sections in this shape.
 *
 * This is the envelope only: what is stored and read back. A registered type's `data` is checked
 * against the type's own schema (the one its editor uses) where a section is saved — the section
 * registry (`registry.ts`, `section-data.ts`) and the widget's input schema (`WidgetConfigInputSchema`).
 *
 * `version` is the version of the type's `data` shape the section was saved in, the registry's
 * `version` of its type at the time; absent means 1. A save migrates a section of an older version
 * to the registry's current one (and then stores that version); a version newer than the registry's
 * is refused. A custom type's version is kept as given.
 */
export const SectionSchema = z.object({
  type: z.string().trim().min(1, required).max(100, atMostChars(100)),
  name: z.string().trim().max(SECTION_NAME_MAX_LENGTH, atMostChars(SECTION_NAME_MAX_LENGTH)).optional(),
  version: z
    .number(coded('versionNumber'))
    .int(coded('versionNumber'))
    .min(1, coded('versionNumber'))
    .optional(),
  data: z.record(z.string(), z.unknown()).default({}),
  hideMobile: z.boolean().optional(),
  hideDesktop: z.boolean().optional(),
});
export type Section = z.infer<typeof SectionSchema>;

/** What the edit dialog shows for a section without a name (seed 000 §2). */
export const UNNAMED_SECTION = 'Unnamed Section';

/**
 * What a page shows for a section: its name, or `unnamed` — Unnamed Section (seed 000 §2) in the
 * reader's language: the owner's in the editor's list, the visitor's on the tabs of a page laid out in
 * tabs.
 */
export function sectionLabel(section: Pick<Section, 'name'>, unnamed: string): string {
  const name = section.name?.trim();
  if (!name) return unnamed;
  return name;
}

/** The sections a platform shows (a preview for one platform, a page's tabs). */
export function sectionsForPlatform(sections: readonly Section[], platform: PreviewPlatform): Section[] {
  return sections.filter((section) => (platform === 'mobile' ? !section.hideMobile : !section.hideDesktop));
}
