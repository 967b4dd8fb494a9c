import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { CONTRACT_DEFAULTS } from './defaults';
import { CONTRACT_LABELS } from './labels';

/**
 * The contract section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const CONTRACT_SECTION = defineSection({
  type: 'contract',
  title: 'catalog.contract.title',
  category: 'web3',
  description: 'catalog.contract.description',
  icon: FileProtectOutlined,
  defaults: CONTRACT_DEFAULTS,
  labels: CONTRACT_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ContractEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ContractRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
