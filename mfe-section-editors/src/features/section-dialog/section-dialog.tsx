import { Suspense, useMemo, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Grid, Modal, Skeleton, Splitter, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import type { RemoteMountProps, Section, SectionDialogProps, SectionType } from '@suite/shared';
import { EDITABLE_SECTION_TYPES, sectionCatalogEntry } from '../../catalog/section-catalog';
import { SectionView } from '../../renderers/section-renderer';
import { SectionTypePicker } from '../type-picker/section-type-picker';
import { SectionNameInput, SectionNameLabel } from './section-name';
import { useSectionDraft, withName } from './use-section-draft';

/** The exposed module's props, less what only the federation wrapper uses. */
export type SectionDialogViewProps = Omit<SectionDialogProps, keyof RemoteMountProps>;

export const SECTION_DIALOG_Z_INDEX = 1200;
export const SECTION_CREATED_MESSAGE = 'Section created';

/** The Add/Edit Section dialog (seed 000 §2): large, full width, above the page's own layers. */
export function SectionDialog(props: SectionDialogViewProps) {
  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      width="100%"
      style={{ top: 16, maxWidth: 'calc(100vw - 32px)', paddingBottom: 16 }}
      zIndex={SECTION_DIALOG_Z_INDEX}
      footer={null}
      closable={false}
      destroyOnHidden
      title={null}
    >
      {/* Mounted only while open, so each opening starts from the section it is given. */}
      {props.open ? <SectionDialogContent {...props} /> : null}
    </Modal>
  );
}

function SectionDialogContent({ mode, section, onSave, onClose, onChange, types }: SectionDialogViewProps) {
  const { message } = App.useApp();
  const { draft, name, pickType, clearType, setData, setName, sectionToSave } = useSectionDraft({
    mode,
    section,
    onChange,
  });
  const offered = useMemo<SectionType[]>(
    () => EDITABLE_SECTION_TYPES.filter((type) => !types || types.includes(type)),
    [types],
  );
  const entry = draft && sectionCatalogEntry(draft.type);

  function back() {
    if (mode === 'add' && draft) clearType();
    else onClose();
  }

  function save(data: Section['data']) {
    const next = sectionToSave(data);
    // Nothing differs from the section as it was: saving just closes.
    if (next) {
      onSave(next);
      if (mode === 'add') message.success(SECTION_CREATED_MESSAGE);
    }
    onClose();
  }

  function commitName(nextName: string) {
    setName(nextName);
    if (section) {
      const renamed = withName(section, nextName);
      if (renamed.name !== section.name) onSave(renamed);
    }
  }

  const heading = entry ? entry.title : mode === 'add' ? 'Add section' : 'Edit section';

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label="Back" onClick={back} />
        <Typography.Title level={4} style={{ margin: 0, flex: 'none' }} id="section-dialog-title">
          {heading}
        </Typography.Title>
        {mode === 'add' ? (
          <SectionNameInput value={name} onChange={setName} />
        ) : (
          <SectionNameLabel value={name} onCommit={commitName} />
        )}
        <Button
          type="text"
          icon={<CloseOutlined aria-hidden />}
          aria-label="Close"
          onClick={onClose}
          style={{ marginInlineStart: 'auto' }}
        />
      </Flex>
      {!draft ? (
        <SectionTypePicker types={offered} onPick={pickType} />
      ) : entry?.editor ? (
        <EditorAndPreview
          editor={
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <entry.editor
                key={draft.type}
                data={mode === 'edit' ? section?.data : entry.defaults}
                onChange={setData}
                onSave={save}
                onCancel={onClose}
              />
            </Suspense>
          }
          preview={<SectionView section={draft} />}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title={`${entry?.title ?? draft.type} sections cannot be edited here yet`}
          action={<Button onClick={onClose}>Close</Button>}
        />
      )}
    </Flex>
  );
}

/** Desktop: the editor ~40% (min 30%) beside the live preview ~60% (min 40%), resizable. Phone: stacked. */
function EditorAndPreview({ editor, preview }: { editor: ReactNode; preview: ReactNode }) {
  const screens = Grid.useBreakpoint();
  const previewPane = (
    <section aria-labelledby="section-preview-title">
      <Typography.Title level={5} id="section-preview-title">
        Preview section
      </Typography.Title>
      {preview}
    </section>
  );
  if (!screens.md) {
    return (
      <Flex vertical gap={24}>
        <div>{editor}</div>
        {previewPane}
      </Flex>
    );
  }
  const pane = { padding: '0 16px', maxHeight: 'calc(100vh - 160px)', overflow: 'auto' } as const;
  return (
    <Splitter>
      <Splitter.Panel defaultSize="40%" min="30%" style={pane}>
        {editor}
      </Splitter.Panel>
      <Splitter.Panel defaultSize="60%" min="40%" style={pane}>
        {previewPane}
      </Splitter.Panel>
    </Splitter>
  );
}
