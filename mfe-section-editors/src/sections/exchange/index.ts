import StockOutlined from '@ant-design/icons/StockOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { EXCHANGE_DEFAULTS } from './defaults';
import { EXCHANGE_LABELS } from './labels';

/**
 * The exchange section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const EXCHANGE_SECTION = defineSection({
  type: 'exchange',
  title: 'catalog.exchange.title',
  category: 'cryptocurrency',
  description: 'catalog.exchange.description',
  icon: StockOutlined,
  defaults: EXCHANGE_DEFAULTS,
  labels: EXCHANGE_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ExchangeEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ExchangeRenderer)),
  // Its renderer reads the chain or sends transactions: the wallet's providers load with it.
  usesWallet: true,
});
