import FileMarkdownOutlined from '@ant-design/icons/FileMarkdownOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { MARKDOWN_DEFAULTS } from './defaults';
import { MARKDOWN_LABELS } from './labels';

/**
 * The markdown section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const MARKDOWN_SECTION = defineSection({
  type: 'markdown',
  title: 'catalog.markdown.title',
  category: 'low-code',
  description: 'catalog.markdown.description',
  icon: FileMarkdownOutlined,
  defaults: MARKDOWN_DEFAULTS,
  labels: MARKDOWN_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.MarkdownEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.MarkdownRenderer)),
});
