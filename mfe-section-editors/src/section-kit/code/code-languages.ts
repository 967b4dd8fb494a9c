import type { AiCodeLanguage } from '@suite/shared';
import { CODE_LABELS } from './code-labels';
import type { SectionEditorsKey } from '../../i18n';

/** A tab of the code editor: the config field it edits, as the AI API and the code editor each name it. */
export interface CodeLanguage {
  field: AiCodeLanguage;
  /** The tab's title (a key of the catalog). */
  title: SectionEditorsKey;
  editorLanguage: 'html' | 'css' | 'javascript';
}

/** The tabs in order: html, js, css (seed 000 §2). */
export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  { field: 'html', title: CODE_LABELS.html, editorLanguage: 'html' },
  { field: 'js', title: CODE_LABELS.js, editorLanguage: 'javascript' },
  { field: 'css', title: CODE_LABELS.css, editorLanguage: 'css' },
];
