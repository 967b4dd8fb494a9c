import { createContext, useContext, type ComponentType } from 'react';
import { lazyNamed } from '../section-module';
import type { CodeEditorProps } from './code-editor-props';

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
