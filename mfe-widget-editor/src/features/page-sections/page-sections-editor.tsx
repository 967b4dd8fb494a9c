import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { dequal } from 'dequal';
import { Button, Empty, Flex, Input } from 'antd';
import Pagination from 'antd/es/pagination';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { PAGE_SIZES } from '@suite/shared';
import { sectionLabel, type Section, type SectionType, type WidgetPage } from '@suite/shared/widget';
import {
  editingCommand,
  isTypingTarget,
  KeyboardDragInstructions,
  KeyboardShortcutsButton,
  KeyboardShortcutsDialog,
  UndoRedoButtons,
  useEditingAnnouncer,
  useEditorShortcuts,
  useKeyboardDrag,
  type UndoHistory,
} from '@suite/shared/editing';
import {
  useClearable,
  useColorScheme,
  useFeedback,
  usePageInRange,
  usePageLinks,
  visitorLanguage,
} from '@suite/shared/react';
import { WidgetRemote } from '../../federation/remote-loader-context';
import { useWidgetEditorCatalog } from '../../i18n';
import { EmbedDialog } from '../embed/embed-dialog';
import { PagePreviewDialog } from '../preview/page-preview-dialog';
import type { PreviewDraft } from '../preview/preview-draft';
import { HOME_PAGE_KEY } from '../widget-paths';
import { PageLayoutDialog } from './page-layout-dialog';
import { PageSectionsHeader } from './page-sections-header';
import type { SectionDialog } from './page-sections-state';
import { SectionFiltersCard } from './section-filters';
import { dropIndex, filterSections, moveSection, type DropHalf } from './section-ops';
import { SectionRow } from './section-row';
import { usePageSections } from './use-page-sections';

/** "Add custom section": a section of the owner's own HTML and CSS (type `custom`), its editor at once. */
const CUSTOM_SECTION_TYPES: SectionType[] = ['custom'];

/**
 * Where `section` (at `index` in the draft) is on the saved page, which embed codes show: the same
 * place when it is unchanged there, else where an identical one is; undefined when it is not saved
 * as it is. Compared by value, as the panel's "changed" test is: an edit that rebuilt the section
 * with its keys in another order (a rename to the same name) changed nothing.
 */
function savedIndexOf(saved: readonly Section[], section: Section, index: number): number | undefined {
  if (dequal(saved[index], section)) return index;
  const at = saved.findIndex((other) => dequal(other, section));
  return at === -1 ? undefined : at;
}

export interface PageSectionsEditorProps {
  /** The page as saved (its title, layout and sections): embed codes show that. */
  savedPage: WidgetPage;
  /** The page being edited, with every change before it (undo) and after it (redo). */
  history: UndoHistory<WidgetPage>;
  pageKey: string;
  /** The site (widget) the page belongs to. */
  siteId: string;
  widgetId: string;
  /** The draft's theme, Currency and Language: the page preview and the section dialog draw the site in them. */
  theme: Omit<PreviewDraft, 'page'>;
}

/**
 * The page sections editor (seed 001 §2): add and add custom through mfe_section_editors' section
 * dialog, edit, remove, clone, reorder by drag or up/down, hide per device, inline preview and
 * rename, search, filters, pagination, page title, layout, preview and embed. Keyboard first: a
 * focused section moves (Alt+↑/↓, or picked up with Space, moved with ↑/↓ and dropped with Space),
 * duplicates (Ctrl/⌘+D) and is deleted (Delete), every change is undone (Ctrl/⌘+Z) and redone
 * (Ctrl/⌘+Shift+Z) until the page is saved, and `?` lists the keys.
 */
export function PageSectionsEditor({
  history,
  savedPage,
  pageKey,
  siteId,
  widgetId,
  theme,
}: PageSectionsEditorProps) {
  const pageLinks = usePageLinks();
  const { modal } = useFeedback();
  const announcer = useEditingAnnouncer();
  const { t } = useWidgetEditorCatalog();
  const unnamed = t('pageSections.unnamed');
  const clearable = useClearable();
  // The site is previewed in the mode the admin is drawn in, as the section rows and the page preview do.
  const { scheme } = useColorScheme();
  const { page, state, dispatch } = usePageSections(history);
  const { filters, pageSize, dragFrom, dropTarget, sectionDialog, focusRequest, embed } = state;
  const listRef = useRef<HTMLOListElement>(null);
  // Where the list is drawn, or the empty state in its place: it takes the focus when no section is left to show.
  const listAreaRef = useRef<HTMLDivElement>(null);
  const dragInstructionsId = useId();

  const sections = page.sections;
  // A section picked up by keyboard is drawn where it would be dropped; the page changes on the drop.
  const keyboardDrag = useKeyboardDrag({
    count: sections.length,
    nameOf: (index) => {
      const section = sections[index];
      return section ? sectionLabel(section, unnamed) : '';
    },
    onDrop: (from, to) => dispatch({ type: 'move', from, to }),
    focus: (position, lifted) =>
      dispatch({
        type: 'focus',
        sections: lifted ? moveSection(sections, lifted.from, lifted.to) : sections,
        index: position,
      }),
  });
  const lifted = keyboardDrag.lifted;
  const drawn = lifted ? moveSection(sections, lifted.from, lifted.to) : sections;
  const matching = filterSections(drawn, filters);
  const paginate = useCallback(
    (nextPage: number) => dispatch({ type: 'paginate', page: nextPage, size: pageSize }),
    [dispatch, pageSize],
  );
  const currentPage = usePageInRange({
    page: state.pageNumber,
    pageSize,
    total: matching.length,
    onPageChange: paginate,
  });
  const shown = matching.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const types = [...new Set(sections.map((section) => section.type))];

  useEffect(() => {
    if (!focusRequest) return;
    const { index } = focusRequest;
    const row =
      index === null ? null : listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    // Never to <body>: with no section to focus, the list's place keeps the focus.
    (row ?? listAreaRef.current)?.focus();
  }, [focusRequest]);

  function move(from: number, to: number, focus: boolean) {
    const section = sections[from];
    if (!section || to < 0 || to >= sections.length || to === from) return;
    dispatch({ type: 'move', from, to, focus });
    announcer.moved(sectionLabel(section, unnamed), to + 1, sections.length);
  }

  function duplicate(index: number, focus: boolean) {
    const section = sections[index];
    if (!section) return;
    dispatch({ type: 'clone', index, focus });
    announcer.duplicated(sectionLabel(section, unnamed));
  }

  function undo() {
    if (dispatch({ type: 'undo' })) announcer.undone();
  }
  function redo() {
    if (dispatch({ type: 'redo' })) announcer.redone();
  }
  const showShortcuts = () => dispatch({ type: 'show', dialog: 'shortcuts', open: true });
  useEditorShortcuts({ undo, redo, help: showShortcuts });

  /**
   * A drag by keyboard (Space, ↑/↓, Space or Escape), then Alt+↑/↓, Ctrl/⌘+D and Delete on a focused
   * section (or one of its buttons), not in its preview.
   */
  function onSectionKeyDown(index: number, event: KeyboardEvent<HTMLElement>) {
    if (keyboardDrag.onKeyDown(index, event)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const command = editingCommand(event);
    if (!command || isTypingTarget(event.target)) return;
    if (event.target instanceof Element && event.target.closest('[data-section-preview]')) return;
    if (command === 'moveUp') move(index, index - 1, true);
    else if (command === 'moveDown') move(index, index + 1, true);
    else if (command === 'duplicate') duplicate(index, true);
    else if (command === 'remove') confirmRemove(index);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  function openSectionDialog(dialog: SectionDialog) {
    dispatch({ type: 'openSectionDialog', dialog });
  }

  /** Delete, by key or from the section's menu: after it the focus is where the keyboard's leaves it. */
  function confirmRemove(index: number) {
    const section = sections[index];
    if (!section) return;
    let removed = false;
    modal.confirm({
      title: t('pageSections.removeTitle'),
      content: t('pageSections.removeContent', { name: sectionLabel(section, unnamed) }),
      okText: t('actions.remove'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () => {
        removed = true;
        dispatch({ type: 'remove', index, focus: true });
        announcer.removed(sectionLabel(section, unnamed));
      },
      // Once closed, the confirmation gives the focus back to what had it (the menu's Delete, hidden by
      // then): the section the removal focused takes it again.
      afterClose: () => {
        if (removed) dispatch({ type: 'refocus' });
      },
    });
  }

  function drop(target: number, half: DropHalf) {
    if (dragFrom !== null) {
      const to = dropIndex(dragFrom, target, half);
      if (to !== dragFrom) dispatch({ type: 'move', from: dragFrom, to });
    }
    dispatch({ type: 'dragEnd' });
  }

  const edited = sectionDialog?.mode === 'edit' ? sections[sectionDialog.index] : undefined;

  return (
    <Flex vertical gap={16}>
      <PageSectionsHeader
        title={page.title}
        titleEditable={pageKey !== HOME_PAGE_KEY}
        onTitleChange={(title) => dispatch({ type: 'title', title })}
        onAddSection={() => openSectionDialog({ mode: 'add', custom: false })}
        onAddCustomSection={() => openSectionDialog({ mode: 'add', custom: true })}
        onEmbed={() =>
          dispatch({
            type: 'embed',
            embed: {
              title: page.title || t('pageSections.widgetTitle'),
              // The embed draws the saved page: a title, layout or section not saved yet is not in it.
              pageChanged: !dequal(savedPage, page),
            },
          })
        }
        onPreview={() => dispatch({ type: 'show', dialog: 'preview', open: true })}
        onEditLayout={() => dispatch({ type: 'show', dialog: 'layout', open: true })}
      />
      <Flex gap={8} wrap>
        <Input.Search
          allowClear={clearable}
          aria-label={t('pageSections.searchSections')}
          placeholder={t('pageSections.searchSections')}
          value={filters.query}
          onChange={(event) => dispatch({ type: 'search', query: event.target.value, unnamed })}
          style={{ maxWidth: 320 }}
        />
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={state.filtersOpen}
          onClick={() => dispatch({ type: 'toggleFilters' })}
        >
          {t('pageSections.filters')}
        </Button>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <UndoRedoButtons history={history} onUndo={undo} onRedo={redo} />
          <KeyboardShortcutsButton onClick={showShortcuts} />
        </Flex>
      </Flex>
      {state.filtersOpen && (
        <SectionFiltersCard
          filters={filters}
          types={types}
          onChange={(next) => dispatch({ type: 'filter', filters: next })}
        />
      )}
      {/* Focusable only by script, when a Delete left no section to show. */}
      <div ref={listAreaRef} tabIndex={-1}>
        {sections.length === 0 ? (
          <Empty description={t('pageSections.empty')} />
        ) : shown.length === 0 ? (
          <Empty description={t('pageSections.noMatch')} />
        ) : (
          <ol
            ref={listRef}
            aria-label={t('pageSections.listLabel')}
            style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
            // A section picked up by keyboard goes back when the focus leaves the list or a pointer acts.
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) keyboardDrag.cancel();
            }}
            onPointerDown={keyboardDrag.cancel}
          >
            {shown.map((index) => {
              const section = drawn[index];
              if (!section) return null;
              return (
                <SectionRow
                  // Sections have no id of their own; their place on the page is their identity.
                  key={index}
                  section={section}
                  index={index}
                  total={sections.length}
                  siteId={siteId}
                  widgetTheme={theme}
                  renaming={state.renaming === index}
                  previewOpen={state.previews.has(section)}
                  lifted={lifted?.to === index}
                  dragInstructionsId={dragInstructionsId}
                  dropHalf={dragFrom !== null && dropTarget?.index === index ? dropTarget.half : null}
                  onMove={(to) => move(index, to, false)}
                  onKeyDown={(event) => onSectionKeyDown(index, event)}
                  onEdit={() => openSectionDialog({ mode: 'edit', index })}
                  onTogglePreview={() => dispatch({ type: 'togglePreview', section })}
                  onStartRename={() => dispatch({ type: 'startRename', index })}
                  onRename={(name) => dispatch({ type: 'rename', index, name })}
                  onCancelRename={() => dispatch({ type: 'cancelRename', index })}
                  onClone={() => duplicate(index, false)}
                  onEmbed={() => {
                    const savedAt = savedIndexOf(savedPage.sections, section, index);
                    const title = sectionLabel(section, unnamed);
                    dispatch({
                      type: 'embed',
                      embed: savedAt === undefined ? { title, unsaved: true } : { index: savedAt, title },
                    });
                  }}
                  onToggleHidden={(flag) => dispatch({ type: 'toggleHidden', index, flag })}
                  onRemove={() => confirmRemove(index)}
                  onDragStart={() => dispatch({ type: 'dragStart', index })}
                  onDragOverHalf={(half) =>
                    dispatch({ type: 'dragOver', target: half ? { index, half } : null })
                  }
                  onDrop={(half) => drop(index, half)}
                  onDragEnd={() => dispatch({ type: 'dragEnd' })}
                />
              );
            })}
          </ol>
        )}
      </div>
      <KeyboardDragInstructions id={dragInstructionsId} />
      {matching.length > 0 && (
        <Pagination
          itemRender={pageLinks.itemRender}
          align="end"
          current={currentPage}
          pageSize={pageSize}
          total={matching.length}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES.pageSections.options.map(String)}
          showTotal={(total) => t('pageSections.count', { count: total })}
          onChange={(nextPage, nextSize) => dispatch({ type: 'paginate', page: nextPage, size: nextSize })}
        />
      )}
      {state.sectionDialogUsed && (
        <WidgetRemote
          id="mfe_section_editors/SectionDialog"
          variant="inline"
          props={{
            open: sectionDialog !== null && (sectionDialog.mode === 'add' || edited !== undefined),
            mode: sectionDialog?.mode ?? 'add',
            section: edited,
            types: sectionDialog?.mode === 'add' && sectionDialog.custom ? CUSTOM_SECTION_TYPES : undefined,
            siteId,
            widgetId,
            currency: theme.currency,
            locale: visitorLanguage(theme.locale),
            siteTheme: {
              theme: theme.theme,
              customThemeLight: theme.customThemeLight,
              customThemeDark: theme.customThemeDark,
            },
            siteThemeMode: scheme,
            onSave: (section) => {
              if (sectionDialog?.mode === 'edit')
                dispatch({ type: 'replace', index: sectionDialog.index, section });
              else {
                dispatch({ type: 'add', section });
                // Shown on its page of the list. The dialog's toast says 'Section created' (seed 000 §4),
                // the one seen; where it landed is said to screen readers, as the dialog gives the focus
                // back to Add.
                const count = sections.length + 1;
                announcer.say(
                  t('pageSections.added', { name: sectionLabel(section, unnamed), position: count, count }),
                );
              }
            },
            onClose: () => dispatch({ type: 'closeSectionDialog' }),
          }}
        />
      )}
      <KeyboardShortcutsDialog
        open={state.open.shortcuts}
        onClose={() => dispatch({ type: 'show', dialog: 'shortcuts', open: false })}
        drag
      />
      <PageLayoutDialog
        open={state.open.layout}
        layout={page.layout}
        onSave={(layout) => dispatch({ type: 'layout', layout })}
        onClose={() => dispatch({ type: 'show', dialog: 'layout', open: false })}
      />
      <PagePreviewDialog
        open={state.open.preview}
        siteId={siteId}
        pageKey={pageKey}
        draft={{ ...theme, page }}
        onClose={() => dispatch({ type: 'show', dialog: 'preview', open: false })}
      />
      <EmbedDialog
        open={embed !== null}
        widgetId={widgetId}
        title={embed?.title ?? ''}
        index={embed?.index}
        unsaved={embed?.unsaved ?? false}
        pageChanged={embed?.pageChanged ?? false}
        onClose={() => dispatch({ type: 'embed', embed: null })}
      />
    </Flex>
  );
}
