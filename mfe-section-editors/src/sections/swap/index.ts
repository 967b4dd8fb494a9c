import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { SWAP_DEFAULTS } from './defaults';
import { SWAP_LABELS } from './labels';

/**
 * The swap section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const SWAP_SECTION = defineSection({
  type: 'swap',
  title: 'catalog.swap.title',
  category: 'cryptocurrency',
  description: 'catalog.swap.description',
  icon: SwapOutlined,
  defaults: SWAP_DEFAULTS,
  labels: SWAP_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.SwapEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.SwapRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
