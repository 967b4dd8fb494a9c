import { lazyNamed } from '../section-module';
import { CONTRACT_DEFAULTS } from './defaults';

/** The contract section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const CONTRACT_SECTION = {
  defaults: CONTRACT_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ContractEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ContractRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
