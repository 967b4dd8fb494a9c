import { useCallback, useRef, useState } from 'react';
import { dequal } from 'dequal';
import { withCurrentVersion, type Section, type SectionType } from '@suite/shared/sections';
import { sectionCatalogEntry } from '../../catalog/section-catalog';
import type { SectionData } from '../../section-kit/section-module';

/** The section with the entered name attached: trimmed, and left out when empty. */
export function withName(section: Section, name: string): Section {
  const { name: _previous, ...rest } = section;
  const trimmed = name.trim();
  return trimmed ? { ...rest, name: trimmed } : rest;
}

export interface SectionDraftOptions {
  mode: 'add' | 'edit';
  section?: Section;
  onChange?: (section: Section) => void;
  /** Add mode with one type offered ("Add custom section"): its editor opens at once. */
  onlyType?: SectionType;
}

/** A new section of `type`, from its catalog defaults, in its type's current version. */
function newSection(type: SectionType): Section {
  return withCurrentVersion({ type, data: { ...sectionCatalogEntry(type)?.defaults } });
}

/**
 * The section being edited in the dialog, and the rule that it counts as changed only when it
 * differs (deeply) from its previous value: only then is it reported upward.
 */
export function useSectionDraft({ mode, section, onChange, onlyType }: SectionDraftOptions) {
  const initial = mode === 'edit' ? section : onlyType && newSection(onlyType);
  const [draft, setDraftState] = useState<Section | undefined>(initial);
  const [name, setNameState] = useState(initial?.name ?? '');
  const current = useRef({ draft: initial, name: initial?.name ?? '' });
  // What the editor started from: the section opened (its name once renamed), or the picked type's
  // new section with no name. The draft counts as changed when it differs from it.
  const [start, setStart] = useState<{ section: Section | undefined; name: string }>({
    section: initial,
    name: initial?.name ?? '',
  });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const update = useCallback((nextDraft: Section | undefined, nextName: string) => {
    const previous = current.current;
    const before = previous.draft && withName(previous.draft, previous.name);
    const after = nextDraft && withName(nextDraft, nextName);
    current.current = { draft: nextDraft, name: nextName };
    setDraftState(nextDraft);
    setNameState(nextName);
    if (after && !dequal(before, after)) onChangeRef.current?.(after);
  }, []);

  // Editors make data in their type's current shape: the section says which version that is.
  const pickType = useCallback(
    (type: SectionType) => {
      const picked = newSection(type);
      setStart({ section: picked, name: '' });
      update(picked, current.current.name);
    },
    [update],
  );
  const clearType = useCallback(() => {
    setStart({ section: undefined, name: '' });
    update(undefined, current.current.name);
  }, [update]);
  const setData = useCallback(
    (data: SectionData) => {
      const { draft: previous, name: currentName } = current.current;
      if (previous) update({ ...previous, data }, currentName);
    },
    [update],
  );
  const setName = useCallback((next: string) => update(current.current.draft, next), [update]);

  /** The section to save with `data`, or null when nothing differs from the section being edited. */
  const sectionToSave = useCallback(
    (data: SectionData): Section | null => {
      const { draft: previous, name: currentName } = current.current;
      if (!previous) return null;
      const next = withName(withCurrentVersion({ ...previous, data }), currentName);
      if (mode === 'edit' && section && dequal(next, section)) return null;
      return next;
    },
    [mode, section],
  );

  /** The section as it now stands was handed up (a rename saves at once): it is the new start. */
  const markSaved = useCallback((saved: Section) => setStart({ section: saved, name: saved.name ?? '' }), []);

  // A typed name counts even before a type is picked; blanks around it do not.
  const changed = !dequal(
    draft ? withName(draft, name) : name.trim(),
    start.section ? withName(start.section, start.name) : start.name.trim(),
  );

  return { draft, name, changed, pickType, clearType, setData, setName, sectionToSave, markSaved };
}
