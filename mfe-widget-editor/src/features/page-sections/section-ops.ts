import { SECTION_NAME_MAX_LENGTH, sectionLabel, UNNAMED_SECTION, type Section } from '@suite/shared/widget';
import { nonEmptyOr } from '../text';

/** What the list calls a section type: `call-to-action` → `Call to action`. */
export function sectionTypeTitle(type: string): string {
  const words = type.split(/[-_\s]+/).filter(Boolean);
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : type;
}

/** Clone: a copy right after the original, named 'Clone of {name}' (seed 001 §2). */
export function cloneSection(sections: readonly Section[], index: number): Section[] {
  const original = sections[index];
  if (!original) return [...sections];
  const name = `Clone of ${nonEmptyOr(original.name?.trim(), sectionTypeTitle(original.type))}`.slice(
    0,
    SECTION_NAME_MAX_LENGTH,
  );
  const copy: Section = { ...structuredClone(original), name };
  return [...sections.slice(0, index + 1), copy, ...sections.slice(index + 1)];
}

export function removeSection(sections: readonly Section[], index: number): Section[] {
  return sections.filter((_, at) => at !== index);
}

export function replaceSection(sections: readonly Section[], index: number, section: Section): Section[] {
  return sections.map((item, at) => (at === index ? section : item));
}

/** Moves the section at `from` so it ends up at index `to` (clamped to the list). */
export function moveSection(sections: readonly Section[], from: number, to: number): Section[] {
  const moved = sections[from];
  if (!moved) return [...sections];
  const target = Math.max(0, Math.min(sections.length - 1, to));
  const rest = sections.filter((_, at) => at !== from);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

export type DropHalf = 'top' | 'bottom';

/**
 * Where a dragged section lands when dropped on the top or bottom half of the section at `target`:
 * before it, or after it. Dropping on the bottom of the first section moves it to position 1
 * (seed 001 §4).
 */
export function dropIndex(from: number, target: number, half: DropHalf): number {
  const insertAt = half === 'bottom' ? target + 1 : target;
  return insertAt > from ? insertAt - 1 : insertAt;
}

/** Renames inline: trimmed; an empty name removes it (the list shows Unnamed Section). */
export function renameSection(sections: readonly Section[], index: number, name: string): Section[] {
  const section = sections[index];
  if (!section) return [...sections];
  const { name: _previous, ...rest } = section;
  const trimmed = name.trim().slice(0, SECTION_NAME_MAX_LENGTH);
  return replaceSection(sections, index, trimmed ? { ...rest, name: trimmed } : rest);
}

export type HideFlag = 'hideMobile' | 'hideDesktop';

export function toggleHidden(sections: readonly Section[], index: number, flag: HideFlag): Section[] {
  const section = sections[index];
  if (!section) return [...sections];
  const { [flag]: current, ...rest } = section;
  return replaceSection(sections, index, current ? rest : { ...rest, [flag]: true });
}

export type DeviceFilter = 'all' | 'mobile' | 'desktop';

export interface SectionFilters {
  query: string;
  /** What the list calls a section without a name, in the owner's language: the search finds it so. */
  unnamed?: string;
  /** Only these types; all when empty. */
  types: string[];
  /** Only sections shown on this device. */
  device: DeviceFilter;
}

export const NO_FILTERS: SectionFilters = { query: '', types: [], device: 'all' };

/** The indices of the sections that match the search and the filters, in page order. */
export function filterSections(sections: readonly Section[], filters: SectionFilters): number[] {
  const query = filters.query.trim().toLowerCase();
  return sections.flatMap((section, index) => {
    if (filters.types.length > 0 && !filters.types.includes(section.type)) return [];
    if (filters.device === 'mobile' && section.hideMobile) return [];
    if (filters.device === 'desktop' && section.hideDesktop) return [];
    if (query) {
      const text =
        `${sectionLabel(section, filters.unnamed ?? UNNAMED_SECTION)} ${section.type} ${sectionTypeTitle(section.type)}`.toLowerCase();
      if (!text.includes(query)) return [];
    }
    return [index];
  });
}
