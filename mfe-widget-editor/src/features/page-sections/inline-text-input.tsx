import { useRef, useState, type KeyboardEvent } from 'react';
import { Input } from 'antd';

interface InlineTextInputProps {
  label: string;
  initial: string;
  maxLength: number;
  onCommit: (value: string) => void;
  onCancel: () => void;
}

/**
 * Inline editing of a name (seed 001 §4): Enter saves, Escape cancels. Leaving the field (a click on
 * Save, on another section) saves as Enter does, so what was typed is never lost; left empty, it
 * cancels.
 */
export function InlineTextInput({ label, initial, maxLength, onCommit, onCancel }: InlineTextInputProps) {
  const [value, setValue] = useState(initial);
  // Enter or Escape ended the edit: the blur that follows (the field goes away) must not end it again.
  const ended = useRef(false);
  function end(commit: boolean) {
    if (ended.current) return;
    ended.current = true;
    if (commit) onCommit(value);
    else onCancel();
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      end(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      end(false);
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
      onBlur={() => end(value.trim() !== '')}
      style={{ maxWidth: 320 }}
    />
  );
}
