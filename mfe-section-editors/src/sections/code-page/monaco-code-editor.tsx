import Editor from '@monaco-editor/react';
import { Skeleton } from 'antd';
import './monaco-setup';
import type { CodeEditorProps } from './code-editor-context';

/** Monaco for one language of the code page. */
export function MonacoCodeEditor({ language, label, value, onChange, onBlur, height }: CodeEditorProps) {
  return (
    <div style={{ border: '1px solid rgba(5, 5, 5, 0.15)', borderRadius: 6, overflow: 'hidden' }}>
      <Editor
        height={height}
        language={language}
        defaultValue={value}
        onChange={(next) => onChange(next ?? '')}
        onMount={(editor) => {
          editor.onDidBlurEditorText(() => onBlur?.());
        }}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
        options={{
          ariaLabel: label,
          minimap: { enabled: false },
          fontSize: 13,
          scrollBeyondLastLine: false,
          automaticLayout: true,
          tabSize: 2,
          wordWrap: 'on',
          // Typing '<' over a selection (select all, then type a tag) froze the page in Monaco 0.57
          // when it wrapped the selection in the pair; wrapping is off.
          autoSurround: 'never',
        }}
      />
    </div>
  );
}
