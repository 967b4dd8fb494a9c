import { useState, type KeyboardEvent } from 'react';
import { Input } from 'antd';

interface InlineTextInputProps {
  label: string;
  initial: string;
  maxLength: number;
  onCommit: (value: string) => void;
  onCancel: () => void;
}

/** Inline editing of a name: Enter saves, Escape (or leaving the field) cancels (seed 001 §4). */
export function InlineTextInput({ label, initial, maxLength, onCommit, onCancel }: InlineTextInputProps) {
  const [value, setValue] = useState(initial);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit(value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }
  return (
    <Input
      autoFocus
      size="small"
      aria-label={label}
      value={value}
      maxLength={maxLength}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={onCancel}
      style={{ maxWidth: 320 }}
    />
  );
}
