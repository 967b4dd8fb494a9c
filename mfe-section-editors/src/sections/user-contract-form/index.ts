import { lazyNamed } from '../section-module';
import { USER_CONTRACT_FORM_DEFAULTS } from './defaults';

/** The contract-form section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const USER_CONTRACT_FORM_SECTION = {
  defaults: USER_CONTRACT_FORM_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.UserContractFormEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.UserContractFormRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
