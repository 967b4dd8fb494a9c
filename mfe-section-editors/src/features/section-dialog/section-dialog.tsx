import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { ContentLanguage, useFeedback } from '@suite/shared/react';
import { languageOf, type Language, type RemoteMountProps, type SectionDialogProps } from '@suite/shared';
import { currentSection } from '@suite/shared/sections';
import { ThemedPage } from '@suite/shared/site-theme';
import type { Section, SectionType } from '@suite/shared/widget';
import { EDITABLE_SECTION_TYPES, sectionCatalogEntry } from '../../catalog/section-catalog';
import { useSectionEditorsCatalog } from '../../i18n';
import { SectionView } from '../../renderers/section-renderer';
import { SectionTypePicker } from '../type-picker/section-type-picker';
import { EditorAndPreview } from './editor-and-preview';
import { SectionNameInput, SectionNameLabel } from './section-name';
import { SettingsNotKept } from './settings-not-kept';
import { PartBoundary } from '../../section-kit/render/part-boundary';
import { SiteLookProvider, useSiteLook, type SiteLook } from '../../section-kit/site-theme';
import { SECTION_DIALOG_Z_INDEX, useDiscardGuard } from './use-discard-guard';
import { useSectionDraft, withName, type DraftSource } from './use-section-draft';

/** The exposed module's props, less what only the federation wrapper uses. */
export type SectionDialogViewProps = Omit<SectionDialogProps, keyof RemoteMountProps>;

/** The dialog's heading, which names it. */
const TITLE_ID = 'section-dialog-title';

/**
 * The Add/Edit Section dialog (seed 000 §2): large, full width, above the page's own layers. A click
 * outside, Escape, Close, Cancel and Back leave it at once while the section is as it was opened,
 * and ask 'Discard changes?' first when it is not.
 */
export function SectionDialog(props: SectionDialogViewProps) {
  // The content decides whether leaving needs asking; the modal's own ways out go through it.
  const requestClose = useRef<() => void>(props.onClose);
  return (
    <Modal
      open={props.open}
      onCancel={() => requestClose.current()}
      width="100%"
      style={{ top: 16, maxWidth: 'calc(100vw - 32px)', paddingBottom: 16 }}
      zIndex={SECTION_DIALOG_Z_INDEX}
      footer={null}
      closable={false}
      destroyOnHidden
      title={null}
    >
      {/* Mounted only while open, so each opening starts from the section it is given. */}
      {props.open ? <SectionDialogContent {...props} requestCloseRef={requestClose} /> : null}
    </Modal>
  );
}

function SectionDialogContent({
  mode,
  section: given,
  onSave,
  onClose,
  onChange,
  types,
  locale,
  siteTheme,
  siteThemeMode,
  requestCloseRef,
}: SectionDialogViewProps & { requestCloseRef: { current: () => void } }) {
  const { message } = useFeedback();
  const { t } = useSectionEditorsCatalog();
  // A section saved at an older version of its type opens migrated, never reset to the defaults.
  const section = useMemo(() => given && currentSection(given), [given]);
  const offered = useMemo<SectionType[]>(
    () => EDITABLE_SECTION_TYPES.filter((type) => !types || types.includes(type)),
    [types],
  );
  // One type offered ("Add custom section"): no picker, its editor opens at once.
  const onlyType = mode === 'add' && offered.length === 1 ? offered[0] : undefined;
  const draft = useSectionDraft({ mode, section, onChange, onlyType });
  const { draftType, name, changed } = draft;
  const entry = draftType ? sectionCatalogEntry(draftType) : undefined;
  // A changed section is guarded as a page's unsaved form: the dialog's own ways out below, and a
  // navigation of the host's router, a reload and Log out, ask 'Discard changes?'.
  // `discard(leave)` leaves the section as it is being edited: at once when unchanged, after asking
  // when changed.
  const { discard, allowLeave } = useDiscardGuard(changed);
  const close = () => discard(onClose);
  requestCloseRef.current = close;

  function back() {
    if (mode === 'add' && draftType && !onlyType) discard(draft.clearType);
    else close();
  }

  function save(data: Section['data']) {
    const next = draft.sectionToSave(data);
    // Nothing differs from the section as it was: saving just closes.
    if (next) {
      onSave(next);
      if (mode === 'add') message.success(t('dialog.sectionCreated'));
    }
    // Saved: the close (a navigation in the standalone composer) is not asked about.
    allowLeave();
    onClose();
  }

  function commitName(nextName: string) {
    draft.setName(nextName);
    if (section) {
      const renamed = withName(section, nextName);
      if (renamed.name !== section.name) {
        onSave(renamed);
        draft.markSaved(renamed);
      }
    }
  }

  const heading = entry ? t(entry.title) : t(mode === 'add' ? 'dialog.addSection' : 'dialog.editSection');
  // antd's Modal names its dialog after its `title`, and this dialog draws its own header: the
  // dialog is named after the heading there.
  useEffect(() => {
    document.getElementById(TITLE_ID)?.closest('[role="dialog"]')?.setAttribute('aria-labelledby', TITLE_ID);
  }, []);

  // A keystroke changes the draft, which re-renders the preview only (it reads the draft itself): this
  // dialog renders again when the type, the name or whether it changed do, and even then the editor
  // and the preview are the same elements, so React skips them. In the editor, only the field typed
  // in (react-hook-form) renders again.
  const latest = useRef({ save, close, back, commitName });
  latest.current = { save, close, back, commitName };
  const Editor = entry?.editor;
  // The site's theme: the preview is drawn in it, and the editor fills its colours from it (its own
  // form stays in the admin's theme).
  const look = useSiteLook(siteTheme, siteThemeMode);
  const editor = useMemo(
    () =>
      Editor && (
        <SiteLookProvider look={look}>
          <Flex vertical gap={12}>
            {mode === 'edit' && section ? <SettingsNotKept section={section} /> : null}
            {/* An editor whose chunk fails to load says so with Retry, in the editor's place only. */}
            <PartBoundary key={draftType} title={t('dialog.editorFailed', { title: t(entry.title) })}>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <Editor
                  mode={mode}
                  data={mode === 'edit' ? section?.data : entry.defaults}
                  onChange={draft.setData}
                  onSave={(data) => latest.current.save(data)}
                  onCancel={() => latest.current.close()}
                />
              </Suspense>
            </PartBoundary>
          </Flex>
        </SiteLookProvider>
      ),
    [Editor, draftType, mode, section, entry, draft.setData, look, t],
  );

  // The header (and its buttons) re-render when the heading or the name change, not on each keystroke.
  const header = useMemo(
    () => (
      <Flex align="center" gap={8}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label={t('dialog.back')}
          onClick={() => latest.current.back()}
        />
        <Typography.Title level={4} style={{ margin: 0, flex: 'none' }} id={TITLE_ID}>
          {heading}
        </Typography.Title>
        {mode === 'add' ? (
          <SectionNameInput value={name} onChange={draft.setName} />
        ) : (
          <SectionNameLabel value={name} onCommit={(next) => latest.current.commitName(next)} />
        )}
        <Button
          type="text"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t('dialog.close')}
          onClick={() => latest.current.close()}
          style={{ marginInlineStart: 'auto' }}
        />
      </Flex>
    ),
    [heading, mode, name, draft.setName, t],
  );

  const language = languageOf(locale);
  const preview = useMemo(
    () => <DraftPreview source={draft.source} language={language} look={look} />,
    [draft.source, language, look],
  );

  return (
    <Flex vertical gap={16}>
      {header}
      {!draftType ? (
        <SectionTypePicker types={offered} onPick={draft.pickType} />
      ) : editor ? (
        <EditorAndPreview editor={editor} preview={preview} />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('dialog.notEditable', { title: entry ? t(entry.title) : draftType })}
          action={<Button onClick={close}>{t('dialog.close')}</Button>}
        />
      )}
    </Flex>
  );
}

/**
 * The section as it is being edited, as the site's visitors see it: in its theme and its language
 * (loaded on first use). It reads the draft itself, so a keystroke re-renders it and not the dialog
 * around it.
 */
function DraftPreview({
  source,
  language,
  look,
}: {
  source: DraftSource;
  language: Language | undefined;
  look: SiteLook;
}) {
  const section = useSyncExternalStore(source.subscribe, source.current);
  if (!section) return null;
  return (
    <ThemedPage value={look.value} mode={look.mode} padding={12}>
      <Suspense fallback={<Skeleton active />}>
        <ContentLanguage language={language}>
          <SectionView section={section} />
        </ContentLanguage>
      </Suspense>
    </ThemedPage>
  );
}
