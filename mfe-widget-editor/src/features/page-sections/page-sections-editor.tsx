import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { App, Button, Empty, Flex, Input } from 'antd';
import Pagination from 'antd/es/pagination';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { PAGE_SIZES } from '@suite/shared';
import type { Section, SectionType, WidgetPage } from '@suite/shared/sections';
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
  useUndoValue,
  type UndoHistory,
} from '@suite/shared/editing';
import { visitorLanguage } from '@suite/shared/react';
import { WidgetRemote } from '../../federation/remote-loader-context';
import { useWidgetEditorCatalog } from '../../i18n';
import { EmbedDialog } from '../embed/embed-dialog';
import { PagePreviewDialog } from '../preview/page-preview-dialog';
import type { PreviewDraft } from '../preview/preview-draft';
import { HOME_PAGE_KEY } from '../widget-paths';
import { PageLayoutDialog } from './page-layout-dialog';
import { PageSectionsHeader } from './page-sections-header';
import { SectionFiltersPanel } from './section-filters';
import {
  cloneSection,
  dropIndex,
  filterSections,
  moveSection,
  NO_FILTERS,
  removeSection,
  renameSection,
  replaceSection,
  sectionLabel,
  toggleHidden,
  type DropHalf,
  type SectionFilters,
} from './section-ops';
import { SectionRow } from './section-row';

/** "Add custom section": a section of the owner's own HTML and CSS (type `custom`), its editor at once. */
export const CUSTOM_SECTION_TYPES: SectionType[] = ['custom'];

export interface PageSectionsEditorProps {
  /** The page being edited, with every change before it (undo) and after it (redo). */
  history: UndoHistory<WidgetPage>;
  pageKey: string;
  /** The site (widget) the page belongs to. */
  siteId: string;
  widgetId: string;
  /** The draft's theme, for the page preview. */
  theme: Omit<PreviewDraft, 'page'>;
}

type SectionDialogState = { mode: 'add'; custom: boolean } | { mode: 'edit'; index: number } | null;

/**
 * The page sections editor (seed 001 §2): add and add custom through mfe_section_editors' section
 * dialog, edit, remove, clone, reorder by drag or up/down, hide per device, inline preview and
 * rename, search, filters, pagination, page title, layout, preview and embed. Keyboard first: a
 * focused section moves (Alt+↑/↓, or picked up with Space, moved with ↑/↓ and dropped with Space),
 * duplicates (Ctrl/⌘+D) and is deleted (Delete), every change is undone (Ctrl/⌘+Z) and redone
 * (Ctrl/⌘+Shift+Z) until the page is saved, and `?` lists the keys.
 */
export function PageSectionsEditor({ history, pageKey, siteId, widgetId, theme }: PageSectionsEditorProps) {
  const { modal } = App.useApp();
  const announcer = useEditingAnnouncer();
  const { t } = useWidgetEditorCatalog();
  const page = useUndoValue(history);
  const onChange = (next: WidgetPage) => history.push(next);
  const [filters, setFilters] = useState<SectionFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES.pageSections.default);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [previews, setPreviews] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<SectionDialogState>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const [layoutOpen, setLayoutOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [embed, setEmbed] = useState<{ index?: number; title: string } | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<{ index: number; half: DropHalf } | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // The section a keyboard action left the focus on, once the list shows it.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const dragInstructionsId = useId();

  const sections = page.sections;
  const setSections = (next: Section[], keepPreviews = false) => {
    if (!keepPreviews) setPreviews(new Set());
    onChange({ ...page, sections: next });
  };
  // A section picked up by keyboard is drawn where it would be dropped; the page changes on the drop.
  const keyboardDrag = useKeyboardDrag({
    count: sections.length,
    nameOf: (index) => {
      const section = sections[index];
      return section ? sectionLabel(section) : '';
    },
    onDrop: (from, to) => setSections(moveSection(sections, from, to)),
    focus: (position, lifted) =>
      focusSection(lifted ? moveSection(sections, lifted.from, lifted.to) : sections, position),
  });
  const lifted = keyboardDrag.lifted;
  const drawn = lifted ? moveSection(sections, lifted.from, lifted.to) : sections;
  const matching = filterSections(drawn, filters);
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const currentPage = Math.min(pageNumber, lastPage);
  const shown = matching.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const types = [...new Set(sections.map((section) => section.type))];

  useEffect(() => {
    if (!focusRequest) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${focusRequest.index}"]`)?.focus();
  }, [focusRequest]);

  /** Shows the section at `index` of `next` (its page of the list) and moves the focus to it. */
  function focusSection(next: readonly Section[], index: number) {
    const at = filterSections(next, filters).indexOf(index);
    if (at >= 0) setPageNumber(Math.floor(at / pageSize) + 1);
    setFocusRequest({ index });
  }

  function move(from: number, to: number, focus: boolean) {
    const section = sections[from];
    if (!section || to < 0 || to >= sections.length || to === from) return;
    const next = moveSection(sections, from, to);
    setSections(next);
    announcer.moved(sectionLabel(section), to + 1, next.length);
    if (focus) focusSection(next, to);
  }

  function duplicate(index: number, focus: boolean) {
    const section = sections[index];
    if (!section) return;
    const next = cloneSection(sections, index);
    setSections(next);
    announcer.duplicated(sectionLabel(section));
    if (focus) focusSection(next, index + 1);
  }

  function undo() {
    if (history.undo() !== undefined) announcer.undone();
  }
  function redo() {
    if (history.redo() !== undefined) announcer.redone();
  }
  useEditorShortcuts({ undo, redo, help: () => setShortcutsOpen(true) });

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
    else if (command === 'remove') confirmRemove(index, true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  function openDialog(state: NonNullable<SectionDialogState>) {
    setDialogUsed(true);
    setDialog(state);
  }

  function confirmRemove(index: number, focus = false) {
    const section = sections[index];
    if (!section) return;
    modal.confirm({
      title: t('pageSections.removeTitle'),
      content: t('pageSections.removeContent', { name: sectionLabel(section) }),
      okText: t('actions.remove'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () => {
        const next = removeSection(sections, index);
        setSections(next);
        announcer.removed(sectionLabel(section));
        if (focus && next.length > 0) focusSection(next, Math.min(index, next.length - 1));
      },
    });
  }

  function drop(target: number, half: DropHalf) {
    if (dragFrom !== null) {
      const to = dropIndex(dragFrom, target, half);
      if (to !== dragFrom) setSections(moveSection(sections, dragFrom, to));
    }
    setDragFrom(null);
    setDropTarget(null);
  }

  const edited = dialog?.mode === 'edit' ? sections[dialog.index] : undefined;

  return (
    <Flex vertical gap={16}>
      <PageSectionsHeader
        title={page.title}
        titleEditable={pageKey !== HOME_PAGE_KEY}
        onTitleChange={(title) => onChange({ ...page, title })}
        onAddSection={() => openDialog({ mode: 'add', custom: false })}
        onAddCustomSection={() => openDialog({ mode: 'add', custom: true })}
        onEmbed={() => setEmbed({ title: page.title || t('pageSections.widgetTitle') })}
        onPreview={() => setPreviewOpen(true)}
        onEditLayout={() => setLayoutOpen(true)}
      />
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          aria-label={t('pageSections.searchSections')}
          placeholder={t('pageSections.searchSections')}
          value={filters.query}
          onChange={(event) => {
            setFilters({ ...filters, query: event.target.value });
            setPageNumber(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('pageSections.filters')}
        </Button>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <UndoRedoButtons history={history} onUndo={undo} onRedo={redo} />
          <KeyboardShortcutsButton onClick={() => setShortcutsOpen(true)} />
        </Flex>
      </Flex>
      {filtersOpen && (
        <SectionFiltersPanel
          filters={filters}
          types={types}
          onChange={(next) => {
            setFilters(next);
            setPageNumber(1);
          }}
        />
      )}
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
                currency={theme.currency}
                locale={theme.locale}
                renaming={renaming === index}
                previewOpen={previews.has(index)}
                lifted={lifted?.to === index}
                dragInstructionsId={dragInstructionsId}
                dropHalf={dragFrom !== null && dropTarget?.index === index ? dropTarget.half : null}
                onMove={(to) => move(index, to, false)}
                onKeyDown={(event) => onSectionKeyDown(index, event)}
                onEdit={() => openDialog({ mode: 'edit', index })}
                onTogglePreview={() =>
                  setPreviews((current) => {
                    const next = new Set(current);
                    if (next.has(index)) next.delete(index);
                    else next.add(index);
                    return next;
                  })
                }
                onStartRename={() => setRenaming(index)}
                onRename={(name) => {
                  setSections(renameSection(sections, index, name), true);
                  setRenaming(null);
                }}
                onCancelRename={() => setRenaming((current) => (current === index ? null : current))}
                onClone={() => duplicate(index, false)}
                onEmbed={() => setEmbed({ index, title: sectionLabel(section) })}
                onToggleHidden={(flag) => setSections(toggleHidden(sections, index, flag), true)}
                onRemove={() => confirmRemove(index)}
                onDragStart={() => setDragFrom(index)}
                onDragOverHalf={(half) => setDropTarget(half ? { index, half } : null)}
                onDrop={(half) => drop(index, half)}
                onDragEnd={() => {
                  setDragFrom(null);
                  setDropTarget(null);
                }}
              />
            );
          })}
        </ol>
      )}
      <KeyboardDragInstructions id={dragInstructionsId} />
      {matching.length > 0 && (
        <Pagination
          align="end"
          current={currentPage}
          pageSize={pageSize}
          total={matching.length}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES.pageSections.options.map(String)}
          showTotal={(total) => t('pageSections.count', { count: total })}
          onChange={(nextPage, nextSize) => {
            setPageNumber(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          }}
        />
      )}
      {dialogUsed && (
        <WidgetRemote
          id="mfe_section_editors/SectionDialog"
          variant="inline"
          props={{
            open: dialog !== null && (dialog.mode === 'add' || edited !== undefined),
            mode: dialog?.mode ?? 'add',
            section: edited,
            types: dialog?.mode === 'add' && dialog.custom ? CUSTOM_SECTION_TYPES : undefined,
            siteId,
            widgetId,
            currency: theme.currency,
            locale: visitorLanguage(theme.locale),
            onSave: (section) => {
              if (dialog?.mode === 'edit') setSections(replaceSection(sections, dialog.index, section), true);
              else setSections([...sections, section], true);
            },
            onClose: () => setDialog(null),
          }}
        />
      )}
      <KeyboardShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} drag />
      <PageLayoutDialog
        open={layoutOpen}
        layout={page.layout}
        onSave={(layout) => onChange({ ...page, layout })}
        onClose={() => setLayoutOpen(false)}
      />
      <PagePreviewDialog
        open={previewOpen}
        siteId={siteId}
        pageKey={pageKey}
        draft={{ ...theme, page }}
        onClose={() => setPreviewOpen(false)}
      />
      <EmbedDialog
        open={embed !== null}
        widgetId={widgetId}
        title={embed?.title ?? ''}
        index={embed?.index}
        onClose={() => setEmbed(null)}
      />
    </Flex>
  );
}
