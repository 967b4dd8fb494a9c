import * as z from 'zod/v4';

/**
 * The `data` of every 400 answer: each failing field (dot path, `""` for the whole body) and its
 * message, so a form can show each one beside its field.
 */
export const ValidationErrorDataSchema = z.object({
  fields: z.record(z.string(), z.string()),
});
export type ValidationErrorData = z.infer<typeof ValidationErrorDataSchema>;

/**
 * Why a call failed, one code per message the API can answer (`data.reason`): the UI words a failure
 * from its code in the page's language (the shared catalog's `apiErrors`), while the English
 * `message` stays for logs, scripts and older clients. A new message of the API is a new reason here,
 * with its English text in the catalog identical to the API's.
 */
export const API_ERROR_REASONS = [
  // Any endpoint
  'invalidInput',
  'notSignedIn',
  'notFound',
  'routeNotFound',
  'internal',
  'databaseBusy',
  'databaseUnreachable',
  'crossSiteRefused',
  'contentTypeRefused',
  'lengthRequired',
  'bodyTooLarge',
  // Rate limits
  'tooManyRequests',
  'tooManyNftReads',
  'tooManyAiRequests',
  'tooManySignInRequests',
  'tooManyUploads',
  'tooManyPriceRequests',
  'tooManyOrders',
  'checkoutTooManyOrders',
  // Sign-in and wallets
  'invalidSignIn',
  'signInHostRefused',
  'signInHostUnknown',
  'signInBeforeLinking',
  'walletLinkedElsewhere',
  'walletNotLinked',
  'lastWallet',
  'currentWallet',
  'signatureRefused',
  'signatureReplayed',
  'signatureExpired',
  // Profile and NFTs
  'usernameTaken',
  'nftParametersMissing',
  'notNftOwner',
  'nftValidationFailed',
  'noErc721AtAddress',
  'nftMissing',
  'noRpc',
  'rpcUnreadable',
  'noNamedErc721',
  'noNftContract',
  'noContract',
  'mintsUnreadable',
  // Widgets, API key, campaigns, referrals
  'staleVersion',
  'invalidApiKey',
  'outOfCredits',
  'apiKeyExists',
  'noApiKey',
  'alreadyClaimed',
  'noReferralVisit',
  'uploadLengthRequired',
  // AI and swaps
  'aiNotConfigured',
  'aiFailed',
  'swapNotConfigured',
  'quoteFailed',
  'quoteRefused',
  'quoteServiceBusy',
  // Commerce
  'checkoutReceiverMissing',
  'publicCheckoutNotFound',
  'storeReceiverMissing',
  'storeCannotTakeOrders',
  'networkUnreadable',
  'webhookNotConfigured',
  'orderNotFinalizable',
  'orderNotRefundable',
  'orderNotCancellable',
  'orderNotUnderpaid',
  'contentAwaitsPayment',
  'featureAlreadyActive',
  'notEnoughCredits',
] as const;
export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

/** What a 404 `notFound` names (`values.what`), as a code the UI words in its language. */
export const NOT_FOUND_SUBJECTS = [
  'widget',
  'leaderboard',
  'entry',
  'product',
  'collection',
  'category',
  'checkout',
  'order',
  'topUp',
  'notification',
  'webhookDelivery',
  'campaign',
  'user',
  'image',
  'site',
  'contractForm',
] as const;
export type NotFoundSubject = (typeof NOT_FOUND_SUBJECTS)[number];

/** The API's English name of each subject: its message is `${name} not found`. */
export const NOT_FOUND_SUBJECT_NAMES: Record<NotFoundSubject, string> = {
  widget: 'Widget',
  leaderboard: 'Leaderboard',
  entry: 'Entry',
  product: 'Product',
  collection: 'Collection',
  category: 'Category',
  checkout: 'Checkout',
  order: 'Order',
  topUp: 'Top-up',
  notification: 'Notification',
  webhookDelivery: 'Webhook delivery',
  campaign: 'Campaign',
  user: 'User',
  image: 'Image',
  site: 'Site',
  contractForm: 'Contract form',
};

/**
 * The placeholders of the messages (`{{chainId}}`). Named ones only, so a value can never be taken
 * by i18next for one of its own options (`lng`, `count`…).
 */
export const ApiErrorValuesSchema = z
  .object({
    what: z.enum(NOT_FOUND_SUBJECTS),
    chainId: z.number(),
    seconds: z.number(),
    maxBytes: z.number(),
    price: z.string(),
    host: z.string(),
    /** What an outside service (the AI, the quote service, the chain) said, as it said it. */
    detail: z.string(),
  })
  .partial();
export type ApiErrorValues = z.infer<typeof ApiErrorValuesSchema>;

/**
 * The `data` of every failure: its reason and the values of its message. A 400 carries it beside
 * `fields` (ValidationErrorDataSchema), a 500 beside `requestId`.
 */
export const ApiErrorDataSchema = z.object({
  reason: z.enum(API_ERROR_REASONS),
  values: ApiErrorValuesSchema.optional(),
});
export type ApiErrorData = z.infer<typeof ApiErrorDataSchema>;
