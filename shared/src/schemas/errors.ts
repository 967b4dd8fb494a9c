/*
 * The shape of the API's failures, and the client's checks of it. Plain TypeScript rather than zod
 * schemas: every page's API client reads failures, the buyer's pay page too, whose first load does
 * not carry zod (issue 18).
 */
import { isRecord } from '../is-record';

/**
 * The `data` of every 400 answer: each failing field (dot path, `""` for the whole body) and its
 * message, so a form can show each one beside its field.
 */
export interface ValidationErrorData {
  fields: Record<string, string>;
}

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
  'tooManyTopUps',
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
  'domainTaken',
  'siteNotServed',
  'invalidApiKey',
  'invalidScoreKey',
  'outOfCredits',
  'apiKeyExists',
  'noApiKey',
  'alreadyClaimed',
  'notOnCampaignList',
  'noReferralVisit',
  'uploadLengthRequired',
  // AI and swaps
  'aiNotConfigured',
  'aiFailed',
  'swapNotConfigured',
  'quoteFailed',
  'quoteRefused',
  'quoteServiceBusy',
  'exchangeRateNotConfigured',
  'exchangeRateStale',
  // Commerce
  'checkoutReceiverMissing',
  'publicCheckoutNotFound',
  'storeReceiverMissing',
  'storeCannotTakeOrders',
  'siteDoesNotSellProduct',
  'networkUnreadable',
  'webhookNotConfigured',
  'orderNotFinalizable',
  'orderNotRefundable',
  'orderNotCancellable',
  'orderNotUnderpaid',
  'listingSold',
  'orderNotDeletable',
  'contentAwaitsPayment',
  'productInCheckouts',
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
  'version',
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
  version: 'Version',
};

/**
 * The placeholders of the messages (`{{chainId}}`). Named ones only, so a value can never be taken
 * by i18next for one of its own options (`lng`, `count`…).
 */
export interface ApiErrorValues {
  what?: NotFoundSubject;
  chainId?: number;
  seconds?: number;
  maxBytes?: number;
  price?: string;
  host?: string;
  /** A currency code (`EUR`) and when a price feed last answered (ISO 8601, or `never`). */
  currency?: string;
  updatedAt?: string;
  /** What an outside service (the AI, the quote service, the chain) said, as it said it. */
  detail?: string;
  /** The names of the records a refusal is about, as the seller wrote them, joined (`“Summer sale”, “VIP”`). */
  names?: string;
}

const NUMBER_VALUES = ['chainId', 'seconds', 'maxBytes'] as const;
const STRING_VALUES = ['price', 'host', 'currency', 'updatedAt', 'detail', 'names'] as const;

/**
 * The `data` of every failure: its reason and the values of its message. A 400 carries it beside
 * `fields` (ValidationErrorData), a 500 beside `requestId`.
 */
export interface ApiErrorData {
  reason: ApiErrorReason;
  values?: ApiErrorValues;
}

/**
 * A failure's `data` as this client knows it: a known reason and the known values of their types,
 * nothing else (so no value reaches i18next as one of its options); undefined otherwise.
 */
export function readApiErrorData(data: unknown): ApiErrorData | undefined {
  if (!isRecord(data)) return undefined;
  const reason = API_ERROR_REASONS.find((known) => known === data.reason);
  if (!reason) return undefined;
  const raw = data.values;
  if (raw === undefined) return { reason };
  if (!isRecord(raw)) return undefined;
  const values: ApiErrorValues = {};
  if (raw.what !== undefined) {
    values.what = NOT_FOUND_SUBJECTS.find((subject) => subject === raw.what);
    if (!values.what) return undefined;
  }
  for (const name of NUMBER_VALUES) {
    const value = raw[name];
    if (typeof value === 'number') values[name] = value;
    else if (value !== undefined) return undefined;
  }
  for (const name of STRING_VALUES) {
    const value = raw[name];
    if (typeof value === 'string') values[name] = value;
    else if (value !== undefined) return undefined;
  }
  return { reason, values };
}

/** Whether a 400's `data` carries its fields' messages. */
export function isValidationErrorData(data: unknown): data is ValidationErrorData {
  return (
    isRecord(data) &&
    isRecord(data.fields) &&
    Object.values(data.fields).every((message) => typeof message === 'string')
  );
}
