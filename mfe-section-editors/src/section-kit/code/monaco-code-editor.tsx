import Editor from '@monaco-editor/react';
import { Skeleton, theme } from 'antd';
import { useColorScheme } from '@suite/shared/react';
import './monaco-setup';
import type { CodeEditorProps } from './code-editor-props';

/** Monaco for one language of the code page, in the admin's colour scheme. */
export function MonacoCodeEditor({ language, label, value, onChange, onBlur, height }: CodeEditorProps) {
  const { token } = theme.useToken();
  const { scheme } = useColorScheme();
  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
      }}
    >
      <Editor
        height={height}
        theme={scheme === 'dark' ? 'vs-dark' : 'light'}
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
