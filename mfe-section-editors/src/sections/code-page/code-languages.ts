import type { AiCodeLanguage } from '@suite/shared';

/** A tab of the code editor: the config field it edits, as the AI API and Monaco each name it. */
export interface CodeLanguage {
  field: AiCodeLanguage;
  title: string;
  monacoLanguage: 'html' | 'css' | 'javascript';
}

/** The tabs in order: html, js, css (seed 000 §2). */
export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  { field: 'html', title: 'HTML', monacoLanguage: 'html' },
  { field: 'js', title: 'JavaScript', monacoLanguage: 'javascript' },
  { field: 'css', title: 'CSS', monacoLanguage: 'css' },
];
