import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages';

/**
 * The form validation messages the schemas share, by code: English here, Spanish and Portuguese in
 * `validation-locales/` (loaded when the page needs them). A schema names the
 * code (`.min(1, required)`, `coded('atLeastOneTab')`) and zod asks for the text when it reports the
 * issue, in the language the page set (`setValidationLanguage`, done by `@suite/shared/react` as the
 * page changes language). The API never sets one: its 400s stay in English, with their codes (ADR
 * 0016). The English is the seeds' and the API's text, character for character; a number in it is a
 * `{{placeholder}}`.
 */
const ENGLISH = {
  // Generic
  required: 'Required',
  atMostChars: 'Must be at most {{max}} characters',
  atLeastChars: 'Must be at least {{min}} characters',
  atLeast: 'Must be at least {{min}}',
  atMost: 'Must be at most {{max}}',
  atLeastZero: 'Must be 0 or more',
  between: 'Must be between {{min}} and {{max}}',
  multipleOf: 'Must be a multiple of {{step}}',
  greaterThanZero: 'Must be greater than zero',
  atLeastUsd: 'Must be at least {{min}} USD',
  atMostUsd: 'Must be at most {{max}} USD',
  atMostPercent: 'Must be at most {{max}}%',
  atMostBasisPoints: 'Must be at most {{max}} ({{percent}}%)',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  wholeNumberUpTo: 'Must be a whole number from 0 to {{max}}',
  basisPoints: 'Must be a number of basis points',
  wholeBasisPoints: 'Must be a whole number of basis points',
  baseUnits: 'Must be a whole number of base units greater than 0',
  atMostDecimals: 'At most {{max}} decimals',
  mustHaveAtMostDecimals: 'Must have at most {{max}} decimals',
  tooLarge: 'Too large',
  trueOrFalse: 'Must be true or false',
  date: 'Must be a date',
  isoDateTime: 'Must be an ISO date and time',
  // Addresses, links, codes
  url: 'Must be a URL',
  validUrl: 'Must be a valid URL',
  httpUrl: 'Must be a valid http(s) URL',
  httpOrHttpsUrl: 'Must be a URL (http or https)',
  optionalUrl: 'Must be a valid URL if provided',
  email: 'Must be a valid e-mail',
  address: 'Must be a valid address (0x followed by 40 hex characters)',
  hexSignature: 'Must be a hex signature',
  transactionHash: 'Must be a transaction hash (0x followed by 64 hex characters)',
  deploymentHash: 'Must be a transaction hash',
  tokenId: 'Must be a token id (a whole number)',
  currencyCode: 'Must be a currency code such as USD',
  languageCode: 'Must be a language code such as en or pt-BR',
  siteLanguage: 'Must be a language the site speaks: {{languages}}',
  siteCurrency: 'Must be a currency the site prices in: {{currencies}}',
  siteTheme: 'Must be one of the themes: {{themes}}',
  domain: 'Must be a domain such as shop.example.com',
  hexColour: 'Must be a colour such as #1677ff',
  walletColour: 'Must be a colour such as #4f46e5 or rgba(0, 0, 0, 0.5)',
  receiptLink: 'Not a receipt link',
  // Ids
  id: 'Must be an id',
  validId: 'Must be a valid id',
  widgetId: 'Must be a widget id',
  siteId: 'Must be a site id',
  campaignId: 'Must be a campaign id',
  contractFormId: 'Must be a contract form id',
  leaderboardId: 'Must be a leaderboard id',
  entryId: 'Must be an entry id',
  imageId: 'Must be an image id',
  checkoutId: 'Must be a checkout id',
  productId: 'Must be a product id',
  chainId: 'Must be a chain id',
  apiKey: 'Must be an API key',
  scoreKey: "Must be a leaderboard's score key (lbk_ and 43 characters)",
  versionNumber: 'Must be a version number',
  // Lists
  atLeastItem: 'At least {{min}} item',
  addAtLeastItem: 'Add at least {{min}} item',
  atMostItems: 'At most {{max}} items',
  atMostAtOnce: 'At most {{max}} at once',
  selectAtLeastOne: 'Select at least one item',
  atMostCollections: 'At most {{max}} collections',
  atMostContracts: 'At most {{max}} contracts',
  atMostFees: 'At most {{max}} fees',
  atMostFunctions: 'At most {{max}} functions',
  atMostImages: 'At most {{max}} images',
  atMostNetworks: 'At most {{max}} networks',
  atMostNfts: 'At most {{max}} NFTs',
  atMostPairs: 'At most {{max}} pairs',
  atMostProducts: 'At most {{max}} products',
  atMostSections: 'At most {{max}} sections',
  atMostSlides: 'At most {{max}} slides',
  atMostTokenIds: 'At most {{max}} token IDs',
  atMostTokens: 'At most {{max}} tokens',
  // Account, widget, settings
  usernameCharacters: 'Only letters, digits and _',
  usernameReserved: 'This name is reserved',
  lettersAndDigits: 'Letters and digits only',
  widgetKit: 'Must be one of NFT, Swap, Commerce, Full',
  layoutType: 'Must be list or tabs',
  desktopPosition: 'Must be top, side or bottom',
  mobilePosition: 'Must be top or bottom',
  network: 'Must be a network',
  networkOfTheList: 'Must be a network of the list',
  networkOnce: 'Each network only once',
  networkNotSupported: 'This network is not supported',
  paymentsNotOnNetwork: 'Payments are not available on this network',
  tokenOrNft: 'Must be token or nft',
  webhookSecretLength: 'Must be at least {{min}} characters, or empty to generate one',
  webhookSecretBase64: 'A secret starting with whsec_ must continue in base64 (letters, digits, + and /)',
  imageTooLarge: 'Images must be {{max}} MB or smaller',
  imageType: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  // Commerce
  activeOrInactive: 'Must be active or inactive',
  productInList: 'This product is already in the list',
  chooseCheckout: 'Choose a checkout',
  chooseProduct: 'Choose a product',
  chooseCollection: 'Choose a collection',
  pickCheckout: 'Pick a checkout',
  notYourCheckout: 'Not one of your checkouts',
  notYourProduct: 'Not one of your products',
  notYourCollection: 'Not one of your collections',
  // Contracts and ABIs
  chooseNetwork: 'Choose a network',
  chooseFunction: 'Choose at least one function',
  chosenTwice: '{{signature}} is chosen twice',
  notInAbi: '{{signature}} is not in the ABI',
  takesOneArgument: '{{signature}} takes {{count}} argument',
  takesArguments: '{{signature}} takes {{count}} arguments',
  pasteAbi: 'Paste the ABI of the contract',
  abiNotJson: 'The ABI must be valid JSON',
  abiNotArray: 'The ABI must be a JSON array',
  abiEntryType: 'Each ABI entry must have a type',
  abiNoFunctions: 'The ABI has no functions',
  abiFunctionName: 'A function has no valid name',
  abiInputs: 'The inputs of {{name}} are not valid ABI parameters',
  abiOutputs: 'The outputs of {{name}} are not valid ABI parameters',
  // Leaderboards, widgets
  chooseLeaderboard: 'Choose a leaderboard',
  chooseWidget: 'Choose a widget',
  formIdRequired: 'Form ID is required',
  notYourWidget: 'Not one of your widgets',
  widgetShowsItself: 'A widget cannot show itself',
  notThisWidgetsLeaderboard: "Not one of this widget's leaderboards",
  notYourContractForm: 'Not one of your contract forms',
  // Section texts
  titleRequired: 'Title is required',
  subtitleRequired: 'Subtitle is required',
  idRequired: 'ID is required',
  variantRequired: 'Variant is required',
  buttonTitleRequired: 'Button title is required',
  buttonUrlRequired: 'Button URL is required',
  imageUrlRequired: 'Image URL is required',
  linkUrlRequired: 'Link URL is required',
  videoUrlRequired: 'Video URL is required',
  embedTypeOfUrl: 'Must be {{type}}, the embed type of the video URL',
  videoUrlNamesNoVideo:
    'This {{site}} link does not name a video: link to one video, not a channel or a playlist',
  captionRequired: 'Caption is required',
  actionLabelRequired: 'Action label is required',
  pickIcon: 'Pick an icon from the list',
  pickLayout: 'Pick a layout',
  htmlDoesNotParse: 'HTML does not parse: {{error}}',
  htmlCommentNeverClosed: 'Comment opened on line {{line}} is never closed',
  htmlTagNotEnded: 'Tag opened on line {{line}} is missing its closing ">"',
  htmlAttributeRepeated: 'An attribute is repeated on line {{line}}',
  htmlSelfClosed: '"/>" does not close an HTML element (line {{line}}): add its end tag',
  htmlEndTagAttributes: 'Closing tag on line {{line}} has attributes',
  htmlAttributesSpace: 'Attributes on line {{line}} need a space between them',
  htmlAttributeNameCharacter: 'Unexpected character in an attribute name on line {{line}}',
  htmlParseErrorOnLine: '{{error}} on line {{line}}',
  htmlClosedByOther: '<{{name}}> opened on line {{line}} is closed by </{{other}}> on line {{endLine}}',
  htmlNeverClosed: '<{{name}}> opened on line {{line}} is never closed',
  htmlNoOpeningTag: 'Closing tag </{{name}}> on line {{line}} has no opening tag',
  // Accordion
  accordionIdRequired: 'Accordion ID is required',
  accordionTitleRequired: 'Accordion title is required',
  accordionContentRequired: 'Accordion content is required',
  atLeastOneAccordion: 'At least one accordion is required',
  accordionIdsUnique: 'Accordion IDs must be unique',
  defaultExpandedExist: 'Default expanded IDs must exist in the accordions list',
  oneDefaultExpanded: 'Cannot have multiple default expanded accordions when allowMultiple is false',
  transitionBetween: 'Transition must be between {{min}} and {{max}} ms',
  // Cards
  atLeastOneCard: 'At least one card is required',
  cardIdsUnique: 'Card IDs must be unique',
  atLeastMinWidth: 'Must be at least the minimum width',
  atLeastMinHeight: 'Must be at least the minimum height',
  lessThanWidth: 'Must be less than the {{name}} width',
  // Carousel, showcase, collections
  atLeastOneSlide: 'At least one slide is required',
  intervalBetween: 'Interval must be between {{min}} and {{max}} seconds',
  intervalWholeSeconds: 'Interval must be a whole number of seconds',
  heightBetween: 'Height must be between {{min}} and {{max}} px',
  heightWholePixels: 'Height must be a whole number of pixels',
  columnsBetween: 'Columns must be between {{min}} and {{max}}',
  atLeastOneItem: 'At least one item is required',
  collectionsVariant: 'Variant must be one of {{variants}}',
  collectionLayout: 'Layout must be banner or card',
  assetLayout: 'Layout must be horizontal or vertical',
  // NFTs and the asset store
  chainRequired: 'Chain is required',
  tokenIdRequired: 'Token ID is required',
  addTokenId: 'Add at least one token ID',
  tokenIdsNotWhole: 'Token IDs are whole numbers: {{tokenIds}} is not',
  tokenIdsWhole: 'Token IDs are whole numbers',
  tokenIdOnce: 'Each token ID only once',
  tokenNotInStore: "Token {{tokenId}} is not one of the store's token IDs",
  tokenListedTwice: 'Token {{tokenId}} is listed twice',
  storeSort: 'Sort must be listed, token-id-asc or token-id-desc',
  itemsPerPage: 'Items per page must be one of {{sizes}}',
  // Trading sections and swaps
  swapsNotOffered: 'Swaps are not offered on this chain',
  slippageRequired: 'Slippage is required',
  slippageBetween: 'Slippage must be between {{min}}% and {{max}}%',
  symbolRequired: 'Symbol is required',
  decimalsRequired: 'Decimals are required',
  decimalsWhole: 'Decimals must be a whole number',
  decimalsBetween: 'Decimals must be between 0 and {{max}}',
  addTwoTokens: 'Add at least two tokens',
  addTwoTokensToTrade: 'Add at least two tokens to trade',
  addOnePair: 'Add at least one pair',
  listedTwice: '{{name}} is listed twice',
  tokenAlreadyListed: 'This token is already listed',
  pickSellToken: 'Pick the token sold by default',
  pickBuyToken: 'Pick the token bought by default',
  pickListedToken: 'Pick one of the listed tokens',
  pickOtherThanSellToken: 'Pick a token different from the sell token',
  differsFromSellToken: 'Must differ from the sell token',
  pickBuyOrSell: 'Pick Buy or Sell',
  baseTokenDiffers: 'The base token must differ from the traded token',
  quoteTokenDiffers: 'The quote token must differ from the base token',
  chooseDexSource: 'Choose how the DEX is shown',
  dexUrlRequired: 'The URL of the DEX is required',
  routerRequired: 'The router address is required',
  factoryRequired: 'The factory address is required',
  // Stepper
  stepIdRequired: 'Step ID is required',
  stepLabelRequired: 'Step label is required',
  stepContentRequired: 'Step content is required',
  atLeastOneStep: 'At least one step is required',
  stepIdsUnique: 'Step IDs must be unique',
  invalidStepper: 'Invalid stepper configuration',
  backButtonTextRequired: 'Back button text is required',
  nextButtonTextRequired: 'Next button text is required',
  skipButtonTextRequired: 'Skip button text is required',
  resetButtonTextRequired: 'Reset button text is required',
  finishButtonTextRequired: 'Finish button text is required',
  // Tabs
  tabIdRequired: 'Tab ID is required',
  tabLabelRequired: 'Tab label is required',
  tabContentRequired: 'Tab content is required',
  atLeastOneTab: 'At least one tab is required',
  tabIdsUnique: 'Tab IDs must be unique',
  anchorId: 'Use letters, digits, - and _, starting with a letter',
  cssPropertyNames: 'Use CSS property names in camelCase, such as fontWeight',
  cssObject: 'Must be a JSON object of CSS properties, such as {"fontWeight": 600}',
  tabAttributeNames: 'Only title, aria-* and data-* attributes are allowed',
  attributesObject: 'Must be a JSON object of attributes, such as {"title": "Read the roadmap"}',
  // Wallet
  walletPartsOnce: 'Each part of the wallet must appear once',
};

export type ValidationCode = keyof typeof ENGLISH;
type ValidationCatalog = Record<ValidationCode, string>;

/** The English messages: the API's and the seeds' text, and every other language's fallback. */
export const VALIDATION_ENGLISH: ValidationCatalog = ENGLISH;

/**
 * Spanish and Portuguese load when the page needs them (`loadValidationMessages`, awaited by
 * `@suite/shared/react` before it switches language), so no route carries every language's messages.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: ValidationCatalog }>> = {
  es: () => import('./validation-locales/es.json'),
  pt: () => import('./validation-locales/pt.json'),
};

const catalogs: Partial<Record<Language, ValidationCatalog>> = { en: ENGLISH };

/** Loads a language's messages once; until they are there (or if they fail), English is said. */
export async function loadValidationMessages(next: Language): Promise<void> {
  if (next === 'en' || catalogs[next]) return;
  try {
    catalogs[next] = (await LOADERS[next]()).default;
  } catch {
    // The English stays: a message in English beats none.
  }
}

/** The values of a message's `{{placeholders}}`: a number is written as the language writes it. */
export type ValidationValues = Record<string, number | string>;

let language: Language = DEFAULT_LANGUAGE;

/** The language zod's issues are reported in from now on. */
export function setValidationLanguage(next: Language): void {
  language = next;
}

/** Whether a language's messages are here to be said (English always is). */
export function hasValidationMessages(next: Language): boolean {
  return catalogs[next] !== undefined;
}

/**
 * Runs `work` (a parse) with its issues worded in `next`, then goes back to the page's language: a
 * widget's sections previewed inside the admin speak the widget's language, the admin its own. zod
 * words an issue when it is first read, so `work` reads them.
 */
export function inValidationLanguage<T>(next: Language, work: () => T): T {
  const page = language;
  language = next;
  try {
    return work();
  } finally {
    language = page;
  }
}

/**
 * A number as the validation messages write it in their language: its decimal sign (0.01, 0,01), and
 * its thousands grouped only when asked (100,000,000,000), so English reads as `String(value)`.
 */
export function validationNumber(value: number, { grouped = false }: { grouped?: boolean } = {}): string {
  return value.toLocaleString(LANGUAGE_LOCALES[language], {
    useGrouping: grouped,
    maximumSignificantDigits: 15,
  });
}

/** A validation message in the page's language, its `{{placeholders}}` filled. */
export function validationMessage(code: ValidationCode, values: ValidationValues = {}): string {
  const template = catalogs[language]?.[code] ?? ENGLISH[code];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'number' ? validationNumber(value) : (value ?? '');
  });
}

/** zod's params for a message told when the issue is reported, so in the language of that moment. */
export interface LazyMessage {
  error: () => string;
}

/** The message of `code` as zod's params (`.min(1, coded('atLeastOneTab'))`), worded when reported. */
export function coded(code: ValidationCode, values?: ValidationValues): LazyMessage {
  return { error: () => validationMessage(code, values) };
}

/** 'Required' (seed 000, 001). */
export const required: LazyMessage = coded('required');

/** 'Must be at most 100 characters'. */
export function atMostChars(max: number): LazyMessage {
  return coded('atMostChars', { max });
}

/** 'Must be at least 0'. */
export function atLeast(min: number): LazyMessage {
  return coded('atLeast', { min });
}

/** 'Must be at most 24'. */
export function atMost(max: number): LazyMessage {
  return coded('atMost', { max });
}
