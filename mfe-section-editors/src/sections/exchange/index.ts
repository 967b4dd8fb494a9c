import { lazyNamed } from '../section-module';
import { EXCHANGE_DEFAULTS } from './defaults';

/** The exchange section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const EXCHANGE_SECTION = {
  defaults: EXCHANGE_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ExchangeEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ExchangeRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
