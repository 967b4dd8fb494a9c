import CodeOutlined from '@ant-design/icons/CodeOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { CODE_PAGE_DEFAULTS } from './defaults';
import { CODE_LABELS } from '../../section-kit/code/code-labels';

/**
 * The code page section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const CODE_PAGE_SECTION = defineSection({
  type: 'code-page-section',
  title: 'catalog.codePageSection.title',
  category: 'low-code',
  description: 'catalog.codePageSection.description',
  icon: CodeOutlined,
  defaults: CODE_PAGE_DEFAULTS,
  labels: CODE_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CodePageEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CodePageRenderer)),
});
