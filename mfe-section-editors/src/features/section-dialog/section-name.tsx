import { useState } from 'react';
import { Button, Input } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { SECTION_NAME_MAX_LENGTH, sectionLabel } from '@suite/shared/widget';
import { useSectionEditorsCatalog } from '../../i18n';

/** Add mode: the section-name input in the dialog's title. */
export function SectionNameInput({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Input
      aria-label={t('dialog.sectionName')}
      placeholder={t('dialog.sectionName')}
      maxLength={SECTION_NAME_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ flex: '1 1 auto', minWidth: 0, maxWidth: 280 }}
    />
  );
}

/**
 * Edit mode: the name as a label; a click opens an inline input where Enter commits (and saves),
 * Escape cancels and leaving the input closes it without a change.
 */
export function SectionNameLabel({ value, onCommit }: { value: string; onCommit: (name: string) => void }) {
  const { t } = useSectionEditorsCatalog();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const label = sectionLabel({ name: value }, t('common.unnamedSection'));

  if (!editing) {
    return (
      <Button
        type="text"
        icon={<EditOutlined aria-hidden />}
        iconPlacement="end"
        aria-label={t('dialog.renameSection', { name: label })}
        onClick={() => {
          setText(value);
          setEditing(true);
        }}
      >
        {label}
      </Button>
    );
  }
  return (
    <Input
      aria-label={t('dialog.sectionName')}
      autoFocus
      maxLength={SECTION_NAME_MAX_LENGTH}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => setEditing(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onCommit(text);
          setEditing(false);
        } else if (event.key === 'Escape') {
          // The dialog closes on Escape too; here Escape only leaves the name as it was.
          event.stopPropagation();
          setEditing(false);
        }
      }}
      style={{ maxWidth: 280 }}
    />
  );
}
