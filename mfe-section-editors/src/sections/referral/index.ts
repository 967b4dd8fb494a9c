import { lazyNamed } from '../section-module';
import { REFERRAL_DEFAULTS } from './defaults';

/** The referral section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const REFERRAL_SECTION = {
  defaults: REFERRAL_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ReferralEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ReferralRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
