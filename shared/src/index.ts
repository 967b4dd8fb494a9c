export * from './constants/address';
export * from './i18n/languages';
export * from './i18n/format';
export {
  setValidationLanguage,
  validationMessage,
  VALIDATION_MESSAGES,
  type ValidationCode,
} from './i18n/validation';
export * from './constants/chains';
export { ERC20_FEE_PROXY_ABI } from './constants/payment-proxy';
export * from './constants/limits';
export * from './constants/units';
export * from './constants/local-dex';
export * from './schemas/common';
export * from './schemas/errors';
export * from './schemas/health';
export * from './schemas/user';
export * from './schemas/profile';
export * from './schemas/widget';
export * from './schemas/widget-input';
export * from './schemas/storable-text';
export * from './schemas/api-key';
export * from './schemas/leaderboard';
export * from './schemas/onchain';
export * from './schemas/images';
export * from './schemas/ai';
export * from './schemas/swap';
export * from './schemas/trade-settings';
export * from './schemas/wallet-assets';
export * from './schemas/wallet-connectors';
export * from './schemas/campaign';
export * from './schemas/referral';
export * from './schemas/contract-form';
export * from './sections';
export * from './contract';
export * from './schemas/remotes';
export * from './mount-props';
export * from './schemas/paging';
export * from './schemas/catalog';
export * from './schemas/checkout';
export * from './schemas/commerce-settings';
export * from './schemas/payments';
export * from './schemas/marketplace-fees';
export * from './schemas/orders';
export * from './schemas/notifications';
export * from './schemas/credits';
export * from './schemas/public-checkout';
export * from './schemas/webhooks';
export * from './nft/nft-metadata';
