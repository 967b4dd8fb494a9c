import FormOutlined from '@ant-design/icons/FormOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { USER_CONTRACT_FORM_DEFAULTS } from './defaults';
import { USER_CONTRACT_FORM_LABELS } from './labels';

/**
 * The contract-form section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const USER_CONTRACT_FORM_SECTION = defineSection({
  type: 'user-contract-form',
  title: 'catalog.userContractForm.title',
  category: 'web3',
  description: 'catalog.userContractForm.description',
  icon: FormOutlined,
  defaults: USER_CONTRACT_FORM_DEFAULTS,
  labels: USER_CONTRACT_FORM_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.UserContractFormEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.UserContractFormRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
