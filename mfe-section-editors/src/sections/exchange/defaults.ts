import { defaultExchangeConfig, type ExchangeConfig } from '@suite/shared';

export const EXCHANGE_DEFAULTS: ExchangeConfig = defaultExchangeConfig();
