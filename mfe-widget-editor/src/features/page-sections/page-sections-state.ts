import { dequal } from 'dequal';
import { PAGE_SIZES } from '@suite/shared';
import type { Section, WidgetPage } from '@suite/shared/widget';
import { addedBy, focusAfter, isPageEditType, type PageEdit } from './page-edits';
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
  /** The whole page asked for while its sections differ from the saved ones, which the code shows. */
  pageChanged?: boolean;
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
  /**
   * The sections whose inline preview is open. Kept by section, not by place: edits leave the sections
   * they do not touch as they are, so a preview follows its section when others move, are cloned or
   * removed, and finds it again after an undo, a redo or a discard, and never opens on another one.
   */
  previews: ReadonlySet<Section>;
  sectionDialog: SectionDialog | null;
  /** The section dialog was opened once: its remote stays mounted from then on. */
  sectionDialogUsed: boolean;
  open: Readonly<Record<ListDialog, boolean>>;
  embed: EmbedRequest | null;
  /** A drag with the pointer: the section dragged, and the half of the section it is over. */
  dragFrom: number | null;
  dropTarget: { index: number; half: DropHalf } | null;
  /**
   * The section a keyboard action or a Delete left the focus on, once the list shows it; null: the
   * list itself.
   */
  focusRequest: { index: number | null } | null;
}

/** What the list does besides editing the page. */
export type ListAction =
  | { type: 'search'; query: string; unnamed: string }
  | { type: 'filter'; filters: SectionFilters }
  | { type: 'toggleFilters' }
  | { type: 'paginate'; page: number; size: number }
  | { type: 'startRename'; index: number }
  | { type: 'cancelRename'; index: number }
  | { type: 'togglePreview'; section: Section }
  | { type: 'openSectionDialog'; dialog: SectionDialog }
  | { type: 'closeSectionDialog' }
  | { type: 'show'; dialog: ListDialog; open: boolean }
  | { type: 'embed'; embed: EmbedRequest | null }
  | { type: 'dragStart'; index: number }
  | { type: 'dragOver'; target: { index: number; half: DropHalf } | null }
  | { type: 'dragEnd' }
  /** Shows the section at `index` of `sections` (its page of the list) and moves the focus to it. */
  | { type: 'focus'; sections: readonly Section[]; index: number }
  /** Moves the focus again where the last request put it, after a dialog gave it back elsewhere. */
  | { type: 'refocus' };

/** Undo and redo: the undo history restores the page as it was before or after a step. */
type HistoryAction = { type: 'undo' } | { type: 'redo' };

/** Everything the page sections editor dispatches: page edits (one undo step each), undo and redo, list actions. */
export type PageSectionsAction = PageEdit | HistoryAction | ListAction;

/**
 * A page edit once made, with the page `before` it: the list follows it (previews kept on their
 * sections, rename ended, the new section shown, focus moved).
 */
export type EditedAction = { type: 'edited'; edit: PageEdit; before: WidgetPage; page: WidgetPage };

/** The page drawn `before` is now `page` of a new undo history (saved): the same sections, new objects. */
type RebasedAction = { type: 'rebased'; before: WidgetPage; page: WidgetPage };

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

/**
 * Shows the page of the list that holds the section at `index` of `sections` (when the search and the
 * filters let it through) and, with `focus`, moves the focus to it.
 */
function shown(
  state: PageSectionsState,
  sections: readonly Section[],
  index: number,
  focus: boolean,
): PageSectionsState {
  const at = filterSections(sections, state.filters).indexOf(index);
  const pageNumber = at >= 0 ? Math.floor(at / state.pageSize) + 1 : state.pageNumber;
  return { ...state, pageNumber, focusRequest: focus ? { index } : state.focusRequest };
}

/** A section an edit rebuilds (renamed, hidden, replaced) keeps its open preview. */
function previewsAfter(
  previews: ReadonlySet<Section>,
  edit: PageEdit,
  before: WidgetPage,
  page: WidgetPage,
): ReadonlySet<Section> {
  if (edit.type !== 'rename' && edit.type !== 'toggleHidden' && edit.type !== 'replace') return previews;
  const previous = before.sections[edit.index];
  const rebuilt = page.sections[edit.index];
  if (!previous || !rebuilt || !previews.has(previous) || previews.has(rebuilt)) return previews;
  return new Set(previews).add(rebuilt);
}

/**
 * What a page edit does to the list: previews stay on their sections, a rename ends, a keyboard edit
 * moves the focus (ADR 0017), and an added section or a copy is shown on its page of the list — with
 * the focus on a copy that lands on another page, where the row acted on is no longer in sight.
 */
function afterEdit(state: PageSectionsState, { edit, before, page }: EditedAction): PageSectionsState {
  let next: PageSectionsState = { ...state, previews: previewsAfter(state.previews, edit, before, page) };
  if (edit.type === 'rename') next = { ...next, renaming: null };
  const focus = focusAfter(edit, filterSections(page.sections, state.filters));
  if (focus === null) return { ...next, focusRequest: { index: null } };
  if (focus !== undefined) return shown(next, page.sections, focus, true);
  const added = addedBy(edit, page.sections.length);
  if (added === undefined) return next;
  const revealed = shown(next, page.sections, added, false);
  return edit.type === 'clone' && revealed.pageNumber !== state.pageNumber
    ? { ...revealed, focusRequest: { index: added } }
    : revealed;
}

/** Open previews stay on the sections of a new history that are the same, at the same place. */
function rebased(previews: ReadonlySet<Section>, { before, page }: RebasedAction): ReadonlySet<Section> {
  const kept = page.sections.filter((section, index) => {
    const previous = before.sections[index];
    return previous !== undefined && previews.has(previous) && dequal(previous, section);
  });
  return new Set(kept);
}

function toggled<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}

/** The list's state after an action: a search or a filter goes back to the list's first page. */
export function pageSectionsReducer(
  state: PageSectionsState,
  action: ListAction | EditedAction | RebasedAction,
): PageSectionsState {
  switch (action.type) {
    case 'edited':
      return afterEdit(state, action);
    case 'rebased':
      return { ...state, previews: rebased(state.previews, action) };
    case 'search':
      return {
        ...state,
        filters: { ...state.filters, query: action.query, unnamed: action.unnamed },
        pageNumber: 1,
      };
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
      return { ...state, previews: toggled(state.previews, action.section) };
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
      return shown(state, action.sections, action.index, true);
    case 'refocus':
      return state.focusRequest ? { ...state, focusRequest: { ...state.focusRequest } } : state;
  }
}
