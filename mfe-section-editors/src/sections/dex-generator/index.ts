import { lazyNamed } from '../section-module';
import { DEX_GENERATOR_DEFAULTS } from './defaults';

/** The DEX generator section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const DEX_GENERATOR_SECTION = {
  defaults: DEX_GENERATOR_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.DexGeneratorEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.DexGeneratorRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
