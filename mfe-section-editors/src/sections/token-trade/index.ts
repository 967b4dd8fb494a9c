import { lazyNamed } from '../section-module';
import { TOKEN_TRADE_DEFAULTS } from './defaults';

/** The token-trade section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const TOKEN_TRADE_SECTION = {
  defaults: TOKEN_TRADE_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.TokenTradeEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.TokenTradeRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
};
