import BuildOutlined from '@ant-design/icons/BuildOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { DEX_GENERATOR_DEFAULTS } from './defaults';
import { DEX_GENERATOR_LABELS } from './labels';

/**
 * The DEX generator section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const DEX_GENERATOR_SECTION = defineSection({
  type: 'dex-generator-section',
  title: 'catalog.dexGeneratorSection.title',
  category: 'web3',
  description: 'catalog.dexGeneratorSection.description',
  icon: BuildOutlined,
  defaults: DEX_GENERATOR_DEFAULTS,
  labels: DEX_GENERATOR_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.DexGeneratorEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.DexGeneratorRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
