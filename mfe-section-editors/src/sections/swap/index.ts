import { lazyNamed } from '../section-module';
import { SWAP_DEFAULTS } from './defaults';

/** The swap section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const SWAP_SECTION = {
  defaults: SWAP_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.SwapEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.SwapRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
