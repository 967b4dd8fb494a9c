import { act, renderHook } from '@testing-library/react';
import { createUndoHistory } from '@suite/shared/editing';
import { sectionLabel, type Section, type WidgetPage } from '@suite/shared/widget';
import { addedBy, editPage, focusAfter, type PageEdit } from './page-edits';
import { initialPageSectionsState, pageSectionsReducer, type PageSectionsState } from './page-sections-state';
import { usePageSections } from './use-page-sections';

const a: Section = { type: 'markdown', name: 'A', data: { source: 'a' } };
const b: Section = { type: 'video', name: 'B', data: {} };
const c: Section = { type: 'markdown', name: 'C', data: {} };
const page: WidgetPage = { title: 'Main', layout: { type: 'list' }, sections: [a, b, c] };
const names = (edited: WidgetPage) =>
  edited.sections.map((section) => sectionLabel(section, 'Unnamed Section'));

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

  it('leave the focus on the moved section, the copy, or the next one shown in the place of the removed one', () => {
    expect(focusAfter({ type: 'move', from: 0, to: 2, focus: true }, [0, 1, 2])).toBe(2);
    expect(focusAfter({ type: 'move', from: 0, to: 2 }, [0, 1, 2])).toBeUndefined();
    expect(focusAfter({ type: 'clone', index: 1, focus: true }, [0, 1, 2, 3])).toBe(2);
    const removed: PageEdit = { type: 'remove', index: 1, focus: true };
    // Shown after the removal: the next one shown, else the one before, else the list itself (null).
    expect(focusAfter(removed, [0, 2, 4])).toBe(2);
    expect(focusAfter(removed, [0])).toBe(0);
    expect(focusAfter(removed, [])).toBeNull();
  });

  it('add a section at the end, and a copy after its original', () => {
    expect(addedBy({ type: 'add', section: c }, 4)).toBe(3);
    expect(addedBy({ type: 'clone', index: 1 }, 4)).toBe(2);
    expect(addedBy({ type: 'rename', index: 1, name: 'X' }, 3)).toBeUndefined();
  });
});

describe('the page sections reducer', () => {
  const start = initialPageSectionsState();

  it('goes back to the first page on a search, a filter or another page size', () => {
    const third: PageSectionsState = { ...start, pageNumber: 3 };
    expect(
      pageSectionsReducer(third, { type: 'search', query: 'b', unnamed: 'Unnamed Section' }),
    ).toMatchObject({
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

  it('keeps each preview on its section whatever moves, also when the section is rebuilt, and ends a rename once renamed', () => {
    const open: PageSectionsState = { ...start, previews: new Set([a, c]), renaming: 1 };
    const edited = (edit: Parameters<typeof editPage>[1]) => {
      const after = editPage(page, edit);
      const state = pageSectionsReducer(open, { type: 'edited', edit, before: page, page: after });
      return after.sections
        .filter((section) => state.previews.has(section))
        .map((section) => sectionLabel(section, 'Unnamed Section'));
    };
    expect(edited({ type: 'move', from: 0, to: 2 })).toEqual(['C', 'A']);
    expect(edited({ type: 'remove', index: 0 })).toEqual(['C']);
    expect(edited({ type: 'clone', index: 0 })).toEqual(['A', 'C']);
    expect(edited({ type: 'toggleHidden', index: 0, flag: 'hideDesktop' })).toEqual(['A', 'C']);
    expect(edited({ type: 'rename', index: 1, name: 'X' })).toEqual(['A', 'C']);
    const renamed: PageEdit = { type: 'rename', index: 1, name: 'X' };
    expect(
      pageSectionsReducer(open, {
        type: 'edited',
        edit: renamed,
        before: page,
        page: editPage(page, renamed),
      }),
    ).toMatchObject({ renaming: null });
    expect(pageSectionsReducer(open, { type: 'cancelRename', index: 0 }).renaming).toBe(1);
    expect(pageSectionsReducer(open, { type: 'togglePreview', section: c }).previews).toEqual(new Set([a]));
  });

  it('keeps the previews open on the sections of a saved page that are the same, at the same place', () => {
    // Saved and read back: equal sections, new objects.
    const copies = page.sections.map((section) => ({ ...section, data: { ...section.data } }));
    const saved = editPage({ ...page, sections: copies }, { type: 'rename', index: 1, name: 'X' });
    const state = pageSectionsReducer(
      { ...start, previews: new Set([a, b]) },
      { type: 'rebased', before: page, page: saved },
    );
    expect(
      saved.sections
        .filter((section) => state.previews.has(section))
        .map((section) => sectionLabel(section, 'Unnamed Section')),
    ).toEqual(['A']);
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
      result.current.dispatch({ type: 'search', query: 'b', unnamed: 'Unnamed Section' });
    });
    expect(result.current.state.filters.query).toBe('b');
    expect(history.state()).toEqual({ canUndo: false, canRedo: false });
  });
});
