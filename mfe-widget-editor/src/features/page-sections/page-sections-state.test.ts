import { act, renderHook } from '@testing-library/react';
import { createUndoHistory } from '@suite/shared/editing';
import { sectionLabel, type Section, type WidgetPage } from '@suite/shared/widget';
import { editPage, focusAfter } from './page-edits';
import { initialPageSectionsState, pageSectionsReducer, type PageSectionsState } from './page-sections-state';
import { usePageSections } from './use-page-sections';

const a: Section = { type: 'markdown', name: 'A', data: { source: 'a' } };
const b: Section = { type: 'video', name: 'B', data: {} };
const c: Section = { type: 'markdown', name: 'C', data: {} };
const page: WidgetPage = { title: 'Main', layout: { type: 'list' }, sections: [a, b, c] };
const names = (edited: WidgetPage) => edited.sections.map(sectionLabel);

describe('page edits', () => {
  it("edit the page's sections with section-ops, and its title and layout", () => {
    expect(names(editPage(page, { type: 'move', from: 0, to: 2 }))).toEqual(['B', 'C', 'A']);
    expect(names(editPage(page, { type: 'clone', index: 1 }))).toEqual(['A', 'B', 'Clone of B', 'C']);
    expect(names(editPage(page, { type: 'remove', index: 0 }))).toEqual(['B', 'C']);
    expect(names(editPage(page, { type: 'rename', index: 2, name: ' D ' }))).toEqual(['A', 'B', 'D']);
    expect(
      editPage(page, { type: 'toggleHidden', index: 0, flag: 'hideMobile' }).sections[0]?.hideMobile,
    ).toBe(true);
    expect(names(editPage(page, { type: 'replace', index: 1, section: c }))).toEqual(['A', 'C', 'C']);
    expect(names(editPage(page, { type: 'add', section: c }))).toEqual(['A', 'B', 'C', 'C']);
    expect(editPage(page, { type: 'title', title: 'Shop' }).title).toBe('Shop');
    expect(editPage(page, { type: 'layout', layout: { type: 'tabs' } }).layout).toEqual({ type: 'tabs' });
    expect(page.sections).toEqual([a, b, c]);
  });

  it('leave the focus on the moved section, the copy, or the one in the place of the removed one', () => {
    expect(focusAfter({ type: 'move', from: 0, to: 2, focus: true }, 3)).toBe(2);
    expect(focusAfter({ type: 'move', from: 0, to: 2 }, 3)).toBeUndefined();
    expect(focusAfter({ type: 'clone', index: 1, focus: true }, 4)).toBe(2);
    expect(focusAfter({ type: 'remove', index: 2, focus: true }, 2)).toBe(1);
    expect(focusAfter({ type: 'remove', index: 0, focus: true }, 0)).toBeUndefined();
  });
});

describe('the page sections reducer', () => {
  const start = initialPageSectionsState();

  it('goes back to the first page on a search, a filter or another page size', () => {
    const third: PageSectionsState = { ...start, pageNumber: 3 };
    expect(pageSectionsReducer(third, { type: 'search', query: 'b' })).toMatchObject({
      pageNumber: 1,
      filters: { query: 'b' },
    });
    expect(
      pageSectionsReducer(third, { type: 'filter', filters: { query: '', types: [], device: 'mobile' } }),
    ).toMatchObject({ pageNumber: 1 });
    expect(pageSectionsReducer(third, { type: 'paginate', page: 2, size: start.pageSize }).pageNumber).toBe(
      2,
    );
    expect(pageSectionsReducer(third, { type: 'paginate', page: 2, size: 50 })).toMatchObject({
      pageNumber: 1,
      pageSize: 50,
    });
  });

  it('closes the previews when sections move, are cloned or removed, and ends a rename once renamed', () => {
    const open: PageSectionsState = { ...start, previews: new Set([0, 2]), renaming: 1 };
    const edited = (edit: Parameters<typeof editPage>[1]) =>
      pageSectionsReducer(open, { type: 'edited', edit, page: editPage(page, edit) });
    expect(edited({ type: 'move', from: 0, to: 1 }).previews.size).toBe(0);
    expect(edited({ type: 'toggleHidden', index: 0, flag: 'hideDesktop' }).previews).toEqual(new Set([0, 2]));
    expect(edited({ type: 'rename', index: 1, name: 'X' })).toMatchObject({ renaming: null });
    expect(pageSectionsReducer(open, { type: 'cancelRename', index: 0 }).renaming).toBe(1);
    expect(pageSectionsReducer(open, { type: 'togglePreview', index: 2 }).previews).toEqual(new Set([0]));
  });

  it('shows the page of the list that holds the focused section', () => {
    const many = Array.from({ length: 25 }, (_, index): Section => ({
      type: 'markdown',
      name: `S${index}`,
      data: {},
    }));
    const state = pageSectionsReducer(start, { type: 'focus', sections: many, index: 21 });
    expect(state.pageNumber).toBe(Math.floor(21 / start.pageSize) + 1);
    expect(state.focusRequest).toEqual({ index: 21 });
  });

  it('remembers that the section dialog was opened once it is closed', () => {
    const opened = pageSectionsReducer(start, {
      type: 'openSectionDialog',
      dialog: { mode: 'add', custom: true },
    });
    expect(pageSectionsReducer(opened, { type: 'closeSectionDialog' })).toMatchObject({
      sectionDialog: null,
      sectionDialogUsed: true,
    });
  });
});

describe('usePageSections', () => {
  it('makes each edit one undo step, which undo and redo walk, saying whether they did', () => {
    const history = createUndoHistory(page);
    const { result } = renderHook(() => usePageSections(history));
    act(() => {
      result.current.dispatch({ type: 'move', from: 0, to: 2 });
    });
    act(() => {
      result.current.dispatch({ type: 'title', title: 'Shop' });
    });
    expect(names(result.current.page)).toEqual(['B', 'C', 'A']);
    expect(result.current.page.title).toBe('Shop');

    let done = false;
    act(() => {
      done = result.current.dispatch({ type: 'undo' });
    });
    expect(done).toBe(true);
    expect(result.current.page.title).toBe('Main');
    act(() => {
      result.current.dispatch({ type: 'undo' });
    });
    expect(result.current.page).toBe(page);
    act(() => {
      done = result.current.dispatch({ type: 'undo' });
    });
    expect(done).toBe(false);
    act(() => {
      done = result.current.dispatch({ type: 'redo' });
    });
    expect(done).toBe(true);
    expect(names(result.current.page)).toEqual(['B', 'C', 'A']);
  });

  it('keeps list actions out of the undo history', () => {
    const history = createUndoHistory(page);
    const { result } = renderHook(() => usePageSections(history));
    act(() => {
      result.current.dispatch({ type: 'search', query: 'b' });
    });
    expect(result.current.state.filters.query).toBe('b');
    expect(history.state()).toEqual({ canUndo: false, canRedo: false });
  });
});
