import type { CodeLanguage } from './code-languages';

/** What the code page editor needs of a code editor: one language's text, edited. */
export interface CodeEditorProps {
  language: CodeLanguage['editorLanguage'];
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
