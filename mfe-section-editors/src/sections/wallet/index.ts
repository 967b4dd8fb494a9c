import { lazyNamed } from '../section-module';
import { WALLET_DEFAULTS } from './defaults';

/** The wallet section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const WALLET_SECTION = {
  defaults: WALLET_DEFAULTS,
  editor: lazyNamed(() => import('./editor/editor').then((module) => module.WalletEditor)),
  renderer: lazyNamed(() => import('./renderer/renderer').then((module) => module.WalletRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
