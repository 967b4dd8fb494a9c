// The contract's zod schemas: what the API checks every input against, and what the forms check as
// the user types. Apart from the package's root, which holds the plain values and rules and every
// type (the schemas' too), so that a page that shows no form loads no schema library: zod and these
// schemas are their own share (`@suite/shared/schemas`, ADR 0013), loaded by the code that imports them.
export * from './common';
export * from './health';
export * from './user';
export * from './profile';
export * from './widget-settings';
export * from './api-key';
export * from './leaderboard';
export * from './onchain';
export * from './images';
export * from './ai';
export * from './swap';
export * from './trade-settings';
export * from './wallet-assets';
export * from './wallet-connectors';
export * from './campaign';
export * from './referral';
export * from './contract-abi';
export * from './contract-form';
export * from '../mount-props';
export * from './paging';
export * from './catalog';
export * from './checkout';
export * from './commerce-settings';
export * from './payments';
export * from './marketplace-fees';
export * from './orders';
export * from './notifications';
export * from './credits';
export * from './public-checkout';
export * from './exchange-rates';
export * from './webhooks';
