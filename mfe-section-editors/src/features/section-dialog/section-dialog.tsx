import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Alert, App, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { ContentLanguage } from '@suite/shared/react';
import { languageOf, type RemoteMountProps, type SectionDialogProps } from '@suite/shared';
import { currentSection, type Section, type SectionType } from '@suite/shared/sections';
import { EDITABLE_SECTION_TYPES, sectionCatalogEntry } from '../../catalog/section-catalog';
import { useSectionEditorsCatalog } from '../../i18n';
import { SectionView } from '../../renderers/section-renderer';
import { SectionTypePicker } from '../type-picker/section-type-picker';
import { EditorAndPreview } from './editor-and-preview';
import { SectionNameInput, SectionNameLabel } from './section-name';
import { SECTION_DIALOG_Z_INDEX, useConfirmDiscard, useDiscardGuard } from './use-discard-guard';
import { useSectionDraft, withName } from './use-section-draft';

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
  requestCloseRef,
}: SectionDialogViewProps & { requestCloseRef: { current: () => void } }) {
  const { message } = App.useApp();
  const { t } = useSectionEditorsCatalog();
  const confirmDiscard = useConfirmDiscard();
  // A section saved at an older version of its type opens migrated, never reset to the defaults.
  const section = useMemo(() => given && currentSection(given), [given]);
  const offered = useMemo<SectionType[]>(
    () => EDITABLE_SECTION_TYPES.filter((type) => !types || types.includes(type)),
    [types],
  );
  // One type offered ("Add custom section"): no picker, its editor opens at once.
  const onlyType = mode === 'add' && offered.length === 1 ? offered[0] : undefined;
  const { draft, name, changed, pickType, clearType, setData, setName, sectionToSave, markSaved } =
    useSectionDraft({
      mode,
      section,
      onChange,
      onlyType,
    });
  const entry = draft && sectionCatalogEntry(draft.type);

  /** Leaves the section as it is being edited: at once when unchanged, after asking when changed. */
  function discard(leave: () => void) {
    if (changed) confirmDiscard(leave);
    else leave();
  }
  const close = () => discard(onClose);
  requestCloseRef.current = close;

  // The browser's Back asks too, where the host's router can hold it.
  useDiscardGuard(changed);

  function back() {
    if (mode === 'add' && draft && !onlyType) discard(clearType);
    else close();
  }

  function save(data: Section['data']) {
    const next = sectionToSave(data);
    // Nothing differs from the section as it was: saving just closes.
    if (next) {
      onSave(next);
      if (mode === 'add') message.success(t('dialog.sectionCreated'));
    }
    onClose();
  }

  function commitName(nextName: string) {
    setName(nextName);
    if (section) {
      const renamed = withName(section, nextName);
      if (renamed.name !== section.name) {
        onSave(renamed);
        markSaved(renamed);
      }
    }
  }

  const heading = entry ? t(entry.title) : t(mode === 'add' ? 'dialog.addSection' : 'dialog.editSection');
  // antd's Modal names its dialog after its `title`, and this dialog draws its own header: the
  // dialog is named after the heading there.
  useEffect(() => {
    document.getElementById(TITLE_ID)?.closest('[role="dialog"]')?.setAttribute('aria-labelledby', TITLE_ID);
  }, []);

  // A keystroke changes the draft, which re-renders this dialog and its preview; the editor itself
  // is the same element as long as the type, the section opened and the mode are, so React skips it
  // and only the field typed in (react-hook-form) and the preview render again.
  const latest = useRef({ save, close, back, commitName });
  latest.current = { save, close, back, commitName };
  const Editor = entry?.editor;
  const draftType = draft?.type;
  const editor = useMemo(
    () =>
      Editor && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <Editor
            key={draftType}
            mode={mode}
            data={mode === 'edit' ? section?.data : entry.defaults}
            onChange={setData}
            onSave={(data) => latest.current.save(data)}
            onCancel={() => latest.current.close()}
          />
        </Suspense>
      ),
    [Editor, draftType, mode, section, entry, setData],
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
          <SectionNameInput value={name} onChange={setName} />
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
    [heading, mode, name, setName, t],
  );

  return (
    <Flex vertical gap={16}>
      {header}
      {!draft ? (
        <SectionTypePicker types={offered} onPick={pickType} />
      ) : editor ? (
        <EditorAndPreview
          editor={editor}
          preview={
            // The section as the site's visitors read it, in its language (loaded on first use).
            <Suspense fallback={<Skeleton active />}>
              <ContentLanguage language={languageOf(locale)}>
                <SectionView section={draft} />
              </ContentLanguage>
            </Suspense>
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('dialog.notEditable', { title: entry ? t(entry.title) : draft.type })}
          action={<Button onClick={close}>{t('dialog.close')}</Button>}
        />
      )}
    </Flex>
  );
}
