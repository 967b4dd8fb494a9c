import type { PageLayout, Section, WidgetPage } from '@suite/shared/widget';
import {
  cloneSection,
  moveSection,
  removeSection,
  renameSection,
  replaceSection,
  toggleHidden,
  type HideFlag,
} from './section-ops';

/**
 * A change of the page the sections editor makes: each is one undo step. `focus` (a keyboard action,
 * and every Delete) moves the focus to the section the change leaves in its place.
 */
export type PageEdit =
  | { type: 'move'; from: number; to: number; focus?: boolean }
  | { type: 'clone'; index: number; focus?: boolean }
  | { type: 'remove'; index: number; focus?: boolean }
  | { type: 'rename'; index: number; name: string }
  | { type: 'toggleHidden'; index: number; flag: HideFlag }
  | { type: 'replace'; index: number; section: Section }
  | { type: 'add'; section: Section }
  | { type: 'title'; title: string }
  | { type: 'layout'; layout: PageLayout };

/** Every kind of page edit: what tells an edit from the list's other actions. */
const PAGE_EDIT_TYPES: Record<PageEdit['type'], true> = {
  move: true,
  clone: true,
  remove: true,
  rename: true,
  toggleHidden: true,
  replace: true,
  add: true,
  title: true,
  layout: true,
};

export function isPageEditType(type: string): type is PageEdit['type'] {
  return Object.hasOwn(PAGE_EDIT_TYPES, type);
}

/** The page after an edit: the operations of section-ops on its sections, or its title or layout. */
export function editPage(page: WidgetPage, edit: PageEdit): WidgetPage {
  const { sections } = page;
  switch (edit.type) {
    case 'move':
      return { ...page, sections: moveSection(sections, edit.from, edit.to) };
    case 'clone':
      return { ...page, sections: cloneSection(sections, edit.index) };
    case 'remove':
      return { ...page, sections: removeSection(sections, edit.index) };
    case 'rename':
      return { ...page, sections: renameSection(sections, edit.index, edit.name) };
    case 'toggleHidden':
      return { ...page, sections: toggleHidden(sections, edit.index, edit.flag) };
    case 'replace':
      return { ...page, sections: replaceSection(sections, edit.index, edit.section) };
    case 'add':
      return { ...page, sections: [...sections, edit.section] };
    case 'title':
      return { ...page, title: edit.title };
    case 'layout':
      return { ...page, layout: edit.layout };
  }
}

/**
 * The section a keyboard edit or a Delete leaves the focus on, given the sections the list shows
 * after it (`visible`: the indices the search and the filters let through): the moved section, the
 * copy, or in the place of a removed one the next section shown, else the one before it (ADR 0017:
 * the focus follows the item). Null when none is left to show (the list itself takes the focus);
 * undefined when the edit does not move the focus.
 */
export function focusAfter(edit: PageEdit, visible: readonly number[]): number | null | undefined {
  if (!('focus' in edit) || !edit.focus) return undefined;
  if (edit.type === 'move') return edit.to;
  if (edit.type === 'clone') return edit.index + 1;
  return visible.find((index) => index >= edit.index) ?? visible.at(-1) ?? null;
}

/** The section an edit adds to a page of `count` sections after it (at the end, or the copy after its original). */
export function addedBy(edit: PageEdit, count: number): number | undefined {
  if (edit.type === 'add') return count - 1;
  if (edit.type === 'clone') return edit.index + 1;
  return undefined;
}
