// The database schema, one file per domain. drizzle-kit reads this folder to generate migrations.
export * from './identity';
export * from './catalog';
export * from './commerce';
export * from './sites';
export * from './payments';
export * from './nft-metadata';
export * from './referrals';
export * from './contract-forms';
export * from './wallet-assets';
