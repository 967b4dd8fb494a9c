import { defaultTokenTradeConfig, type TokenTradeConfig } from '@suite/shared';

export const TOKEN_TRADE_DEFAULTS: TokenTradeConfig = defaultTokenTradeConfig();
