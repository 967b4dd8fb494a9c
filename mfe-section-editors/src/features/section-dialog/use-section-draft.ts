import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { dequal } from 'dequal';
import { withCurrentVersion } from '@suite/shared/sections';
import type { Section, SectionType } from '@suite/shared/widget';
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

/** The section being edited as it now stands, for what shows it as it is typed (the live preview). */
export interface DraftSource {
  subscribe: (listener: () => void) => () => void;
  current: () => Section | undefined;
}

interface DraftState {
  draft: Section | undefined;
  name: string;
  /**
   * What the editor started from: the section opened (its name once renamed), or the picked type's
   * new section with no name. The draft counts as changed when it differs from it.
   */
  start: { section: Section | undefined; name: string };
  changed: boolean;
}

/** Whether the draft differs (deeply) from its start: a typed name counts even before a type is picked. */
function differs({ draft, name, start }: Omit<DraftState, 'changed'>): boolean {
  return !dequal(
    draft ? withName(draft, name) : name.trim(),
    start.section ? withName(start.section, start.name) : start.name.trim(),
  );
}

/**
 * The dialog's state outside React: a keystroke updates the draft and re-renders only what reads it
 * (the preview), and the dialog itself only when what it shows changes (the type, the name, whether
 * leaving needs asking).
 */
function draftStore(initial: Section | undefined): DraftSource & {
  get: () => DraftState;
  set: (next: Partial<Omit<DraftState, 'changed'>>) => void;
} {
  const listeners = new Set<() => void>();
  const start = { section: initial, name: initial?.name ?? '' };
  let state: DraftState = { draft: initial, name: start.name, start, changed: false };
  return {
    get: () => state,
    current: () => state.draft,
    set(next) {
      const merged = { ...state, ...next };
      state = { ...merged, changed: differs(merged) };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A new section of `type`, from its catalog defaults, in its type's current version. */
function newSection(type: SectionType): Section {
  return withCurrentVersion({ type, data: { ...sectionCatalogEntry(type)?.defaults } });
}

/**
 * The section being edited in the dialog, and the rule that it counts as changed only when it
 * differs (deeply) from its previous value: only then is it reported upward. The draft itself is
 * read through `source`; the dialog gets its type, its name and whether it changed.
 */
export function useSectionDraft({ mode, section, onChange, onlyType }: SectionDraftOptions) {
  const [store] = useState(() => draftStore(mode === 'edit' ? section : onlyType && newSection(onlyType)));
  const draftType = useSyncExternalStore(store.subscribe, () => store.get().draft?.type);
  const name = useSyncExternalStore(store.subscribe, () => store.get().name);
  const changed = useSyncExternalStore(store.subscribe, () => store.get().changed);
  // What the preview reads: the draft, not how it is set.
  const source: DraftSource = store;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const update = useCallback(
    (nextDraft: Section | undefined, nextName: string, start?: DraftState['start']) => {
      const previous = store.get();
      const before = previous.draft && withName(previous.draft, previous.name);
      const after = nextDraft && withName(nextDraft, nextName);
      store.set({ draft: nextDraft, name: nextName, ...(start && { start }) });
      if (after && !dequal(before, after)) onChangeRef.current?.(after);
    },
    [store],
  );

  // Editors make data in their type's current shape: the section says which version that is.
  const pickType = useCallback(
    (type: SectionType) => {
      const picked = newSection(type);
      update(picked, store.get().name, { section: picked, name: '' });
    },
    [store, update],
  );
  const clearType = useCallback(
    () => update(undefined, store.get().name, { section: undefined, name: '' }),
    [store, update],
  );
  const setData = useCallback(
    (data: SectionData) => {
      const { draft: previous, name: currentName } = store.get();
      if (previous) update({ ...previous, data }, currentName);
    },
    [store, update],
  );
  const setName = useCallback((next: string) => update(store.get().draft, next), [store, update]);

  /** The section to save with `data`, or null when nothing differs from the section being edited. */
  const sectionToSave = useCallback(
    (data: SectionData): Section | null => {
      const { draft: previous, name: currentName } = store.get();
      if (!previous) return null;
      const next = withName(withCurrentVersion({ ...previous, data }), currentName);
      if (mode === 'edit' && section && dequal(next, section)) return null;
      return next;
    },
    [store, mode, section],
  );

  /** The section as it now stands was handed up (a rename saves at once): it is the new start. */
  const markSaved = useCallback(
    (saved: Section) => store.set({ start: { section: saved, name: saved.name ?? '' } }),
    [store],
  );

  return {
    draftType,
    source,
    name,
    changed,
    pickType,
    clearType,
    setData,
    setName,
    sectionToSave,
    markSaved,
  };
}
