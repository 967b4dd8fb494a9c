import { createContext, useContext, type ComponentType } from 'react';
import { lazyNamed } from '../section-module';
import type { CodeEditorProps } from './code-editor-props';

/** CodeMirror, from the local packages, in its own lazy chunk (never in the initial JS). */
const CodeMirrorEditor = lazyNamed(() =>
  import('./code-mirror-editor').then((module) => module.CodeMirrorEditor),
);

/**
 * The code editor component the code page editor draws. CodeMirror in the product; a test (or a host
 * that prefers a lighter editor) provides another through this context.
 */
export const CodeEditorContext = createContext<ComponentType<CodeEditorProps>>(CodeMirrorEditor);

export function useCodeEditorComponent(): ComponentType<CodeEditorProps> {
  return useContext(CodeEditorContext);
}
