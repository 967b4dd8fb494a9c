import { PAGE_SIZES } from '@suite/shared';
import type { Section, WidgetPage } from '@suite/shared/widget';
import { focusAfter, isPageEditType, type PageEdit } from './page-edits';
import { filterSections, NO_FILTERS, type DropHalf, type SectionFilters } from './section-ops';

/** The section dialog (mfe_section_editors'): adding (custom: the owner's HTML and CSS) or editing one. */
export type SectionDialog = { mode: 'add'; custom: boolean } | { mode: 'edit'; index: number };

/**
 * What the embed dialog embeds: the page, or the section at `index` of the saved page (what embed
 * codes show); `unsaved` when the section is not on the saved page as the draft has it.
 */
interface EmbedRequest {
  index?: number;
  title: string;
  unsaved?: boolean;
}

/** A dialog of the list that is only open or closed. */
type ListDialog = 'layout' | 'preview' | 'shortcuts';

/** The page sections editor's own state; the page itself is in its undo history. */
export interface PageSectionsState {
  filters: SectionFilters;
  filtersOpen: boolean;
  /** The list's page (from 1) and its size. */
  pageNumber: number;
  pageSize: number;
  /** The section renamed inline. */
  renaming: number | null;
  /** The sections whose inline preview is open. */
  previews: ReadonlySet<number>;
  sectionDialog: SectionDialog | null;
  /** The section dialog was opened once: its remote stays mounted from then on. */
  sectionDialogUsed: boolean;
  open: Readonly<Record<ListDialog, boolean>>;
  embed: EmbedRequest | null;
  /** A drag with the pointer: the section dragged, and the half of the section it is over. */
  dragFrom: number | null;
  dropTarget: { index: number; half: DropHalf } | null;
  /** The section a keyboard action left the focus on, once the list shows it. */
  focusRequest: { index: number } | null;
}

/** What the list does besides editing the page. */
export type ListAction =
  | { type: 'search'; query: string }
  | { type: 'filter'; filters: SectionFilters }
  | { type: 'toggleFilters' }
  | { type: 'paginate'; page: number; size: number }
  | { type: 'startRename'; index: number }
  | { type: 'cancelRename'; index: number }
  | { type: 'togglePreview'; index: number }
  | { type: 'openSectionDialog'; dialog: SectionDialog }
  | { type: 'closeSectionDialog' }
  | { type: 'show'; dialog: ListDialog; open: boolean }
  | { type: 'embed'; embed: EmbedRequest | null }
  | { type: 'dragStart'; index: number }
  | { type: 'dragOver'; target: { index: number; half: DropHalf } | null }
  | { type: 'dragEnd' }
  /** Shows the section at `index` of `sections` (its page of the list) and moves the focus to it. */
  | { type: 'focus'; sections: readonly Section[]; index: number };

/** Undo and redo: the undo history restores the page as it was before or after a step. */
type HistoryAction = { type: 'undo' } | { type: 'redo' };

/** Everything the page sections editor dispatches: page edits (one undo step each), undo and redo, list actions. */
export type PageSectionsAction = PageEdit | HistoryAction | ListAction;

/** A page edit once made: the list follows it (previews closed, rename ended, focus moved). */
export type EditedAction = { type: 'edited'; edit: PageEdit; page: WidgetPage };

export function isPageEdit(action: PageSectionsAction): action is PageEdit {
  return isPageEditType(action.type);
}

export function initialPageSectionsState(): PageSectionsState {
  return {
    filters: NO_FILTERS,
    filtersOpen: false,
    pageNumber: 1,
    pageSize: PAGE_SIZES.pageSections.default,
    renaming: null,
    previews: new Set(),
    sectionDialog: null,
    sectionDialogUsed: false,
    open: { layout: false, preview: false, shortcuts: false },
    embed: null,
    dragFrom: null,
    dropTarget: null,
    focusRequest: null,
  };
}

function focused(state: PageSectionsState, sections: readonly Section[], index: number): PageSectionsState {
  const at = filterSections(sections, state.filters).indexOf(index);
  return {
    ...state,
    pageNumber: at >= 0 ? Math.floor(at / state.pageSize) + 1 : state.pageNumber,
    focusRequest: { index },
  };
}

/** What a page edit does to the list: moving, cloning and removing close the inline previews (their places changed). */
function afterEdit(state: PageSectionsState, { edit, page }: EditedAction): PageSectionsState {
  let next = state;
  if (edit.type === 'move' || edit.type === 'clone' || edit.type === 'remove')
    next = { ...next, previews: new Set() };
  if (edit.type === 'rename') next = { ...next, renaming: null };
  const focus = focusAfter(edit, page.sections.length);
  return focus === undefined ? next : focused(next, page.sections, focus);
}

function toggled(set: ReadonlySet<number>, index: number): ReadonlySet<number> {
  const next = new Set(set);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

/** The list's state after an action: a search or a filter goes back to the list's first page. */
export function pageSectionsReducer(
  state: PageSectionsState,
  action: ListAction | EditedAction,
): PageSectionsState {
  switch (action.type) {
    case 'edited':
      return afterEdit(state, action);
    case 'search':
      return { ...state, filters: { ...state.filters, query: action.query }, pageNumber: 1 };
    case 'filter':
      return { ...state, filters: action.filters, pageNumber: 1 };
    case 'toggleFilters':
      return { ...state, filtersOpen: !state.filtersOpen };
    case 'paginate':
      return {
        ...state,
        pageNumber: action.size === state.pageSize ? action.page : 1,
        pageSize: action.size,
      };
    case 'startRename':
      return { ...state, renaming: action.index };
    case 'cancelRename':
      return state.renaming === action.index ? { ...state, renaming: null } : state;
    case 'togglePreview':
      return { ...state, previews: toggled(state.previews, action.index) };
    case 'openSectionDialog':
      return { ...state, sectionDialog: action.dialog, sectionDialogUsed: true };
    case 'closeSectionDialog':
      return { ...state, sectionDialog: null };
    case 'show':
      return { ...state, open: { ...state.open, [action.dialog]: action.open } };
    case 'embed':
      return { ...state, embed: action.embed };
    case 'dragStart':
      return { ...state, dragFrom: action.index };
    case 'dragOver':
      return { ...state, dropTarget: action.target };
    case 'dragEnd':
      return { ...state, dragFrom: null, dropTarget: null };
    case 'focus':
      return focused(state, action.sections, action.index);
  }
}
