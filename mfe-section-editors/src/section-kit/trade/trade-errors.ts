import en from '../../locales/en.json';

/** Why a trade stopped, as its message's key under `swap.trade` of the catalog. */
export type TradeErrorReason = keyof typeof en.swap.trade;

/**
 * A trade that cannot go on. Its message is the English one (logs, tests); the trade's box shows
 * `swap.trade.<reason>` in the page's language.
 */
export class TradeError extends Error {
  constructor(readonly reason: TradeErrorReason) {
    super(en.swap.trade[reason]);
  }
}

/** The visitor declined the reviewed trade: nothing was sent, and there is nothing to report. */
export class TradeCancelled extends Error {
  constructor() {
    super('The trade was cancelled');
  }
}
