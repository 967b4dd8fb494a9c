import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { REFERRAL_DEFAULTS } from './defaults';
import { REFERRAL_LABELS } from './labels';

/**
 * The referral section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const REFERRAL_SECTION = defineSection({
  type: 'referral',
  title: 'catalog.referral.title',
  category: 'web3',
  description: 'catalog.referral.description',
  icon: ShareAltOutlined,
  defaults: REFERRAL_DEFAULTS,
  labels: REFERRAL_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ReferralEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ReferralRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
