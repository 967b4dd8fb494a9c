import { useState } from 'react';
import { Input } from 'antd';

export interface JsonObjectInputProps {
  id?: string;
  value: Record<string, unknown> | undefined;
  /**
   * The parsed object, undefined when emptied, or the text itself when it is not JSON: the schema
   * then refuses it with its own message, shown beside the field.
   */
  onChange: (value: Record<string, unknown> | string | undefined) => void;
  placeholder?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A small JSON object typed as text (a tab's style or attributes). */
export function JsonObjectInput({ id, value, onChange, placeholder }: JsonObjectInputProps) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value)));
  return (
    <Input.TextArea
      id={id}
      value={text}
      placeholder={placeholder}
      autoSize={{ minRows: 1, maxRows: 6 }}
      style={{ fontFamily: 'monospace' }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') return onChange(undefined);
        try {
          const parsed: unknown = JSON.parse(next);
          onChange(isPlainObject(parsed) ? parsed : next);
        } catch {
          onChange(next);
        }
      }}
    />
  );
}
