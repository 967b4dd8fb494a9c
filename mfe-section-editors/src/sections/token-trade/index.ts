import TransactionOutlined from '@ant-design/icons/TransactionOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { TOKEN_TRADE_DEFAULTS } from './defaults';
import { TOKEN_TRADE_LABELS } from './labels';

/**
 * The token-trade section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const TOKEN_TRADE_SECTION = defineSection({
  type: 'token-trade',
  title: 'catalog.tokenTrade.title',
  category: 'cryptocurrency',
  description: 'catalog.tokenTrade.description',
  icon: TransactionOutlined,
  defaults: TOKEN_TRADE_DEFAULTS,
  labels: TOKEN_TRADE_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.TokenTradeEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.TokenTradeRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
