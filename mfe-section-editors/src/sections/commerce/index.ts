import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { COMMERCE_DEFAULTS } from './defaults';
import { COMMERCE_LABELS } from './labels';

/**
 * The commerce section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const COMMERCE_SECTION = defineSection({
  type: 'commerce',
  title: 'catalog.commerce.title',
  category: 'web3',
  description: 'catalog.commerce.description',
  icon: ShoppingCartOutlined,
  defaults: COMMERCE_DEFAULTS,
  labels: COMMERCE_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CommerceEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CommerceRenderer)),
});
