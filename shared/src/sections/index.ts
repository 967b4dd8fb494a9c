// `@suite/shared/sections`: the page blocks (their schemas, defaults and registry) — what only the
// editors and the renderers need, shared apart from the package's root so that a page without them
// loads none of it (ADR 0013). The widget's config, its page and its sections as such are
// `@suite/shared/widget`, a share of its own, which the widget editor's first screen loads alone.
export * from './registry';
export * from './section-data';
export * from './page-items';
export * from './video';
export * from './markdown';
export * from './call-to-action';
export * from './referral';
export * from './user-contract-form';
export * from './code-page';
export * from './custom';
export * from './ranking';
export * from './widget';
export * from './commerce';
export * from './wallet';
export * from './section-parts';
export * from './accordion';
export * from './card';
export * from './stepper';
export * from './tabs';
export * from './media-kind';
export * from './swap';
export * from './token-trade';
export * from './exchange';
export * from './carousel';
export * from './showcase';
export * from './contract';
export * from './dex-generator';
export * from './featured';
export * from './collections';
export * from './collection';
export * from './asset-section';
export * from './asset-store';
export * from './widget-input';
