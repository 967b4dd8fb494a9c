import { createContext, useContext, type ComponentType } from 'react';
import { lazyNamed } from '../section-module';
import type { CodeLanguage } from './code-languages';

/** What the code page editor needs of a code editor: one language's text, edited. */
export interface CodeEditorProps {
  language: CodeLanguage['monacoLanguage'];
  /** The accessible name of the editing area: "HTML code". */
  label: string;
  /**
   * The text to start from. The editor owns the text from then on and reports each change; when the
   * text is set from elsewhere, the editor is remounted with the new one.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  height: number | string;
}

/** Monaco, from the local `monaco-editor` package, in its own lazy chunk (never in the initial JS). */
const MonacoCodeEditor = lazyNamed(() =>
  import('./monaco-code-editor').then((module) => module.MonacoCodeEditor),
);

/**
 * The code editor component the code page editor draws. Monaco in the product; a test (or a host
 * that prefers a lighter editor) provides another through this context.
 */
export const CodeEditorContext = createContext<ComponentType<CodeEditorProps>>(MonacoCodeEditor);

export function useCodeEditorComponent(): ComponentType<CodeEditorProps> {
  return useContext(CodeEditorContext);
}
