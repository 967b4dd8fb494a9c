import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { WALLET_DEFAULTS } from './defaults';

/**
 * The wallet section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, and its editor and renderer, each in its own chunk.
 */
export const WALLET_SECTION = defineSection({
  type: 'wallet',
  title: 'catalog.wallet.title',
  category: 'cryptocurrency',
  description: 'catalog.wallet.description',
  icon: WalletOutlined,
  defaults: WALLET_DEFAULTS,
  editor: lazyNamed(() => import('./editor/editor').then((module) => module.WalletEditor)),
  renderer: lazyNamed(() => import('./renderer/renderer').then((module) => module.WalletRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
