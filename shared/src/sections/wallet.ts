import * as z from 'zod/v4';
import { atMost, coded } from '@suite/shared';

/** The wallet section's config (seed 000 §3 "Wallet section settings"): a variant and its settings. */
export const WALLET_VARIANTS = ['default', 'glass', 'custom'] as const;
export type WalletVariant = (typeof WALLET_VARIANTS)[number];

export const WALLET_BACKGROUND_TYPES = ['solid', 'gradient', 'image'] as const;
export type WalletBackgroundType = (typeof WALLET_BACKGROUND_TYPES)[number];

export const WALLET_GRADIENT_DIRECTIONS = [
  'to bottom',
  'to top',
  'to right',
  'to left',
  'to bottom right',
  'to bottom left',
] as const;
export type WalletGradientDirection = (typeof WALLET_GRADIENT_DIRECTIONS)[number];
export const WALLET_DEFAULT_GRADIENT_DIRECTION: WalletGradientDirection = 'to bottom';

export const WALLET_BACKGROUND_SIZES = ['cover', 'contain', 'auto'] as const;
export const WALLET_BACKGROUND_POSITIONS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const;
export const WALLET_BACKGROUND_REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'] as const;
export const WALLET_BACKGROUND_ATTACHMENTS = ['scroll', 'fixed', 'local'] as const;

/** Seed 000 §9: blur 10–60 step 5 (default 40), glass opacity 0.01–0.15 step 0.01 (default 0.1). */
export const WALLET_BLUR = { min: 10, max: 60, step: 5, default: 40 } as const;
export const WALLET_GLASS_OPACITY = { min: 0.01, max: 0.15, step: 0.01, default: 0.1 } as const;
/** Image background blur 0–40 px step 1, default 0; element spacing 0–8 step 1, default 2. */
export const WALLET_BACKGROUND_BLUR = { min: 0, max: 40, step: 1, default: 0 } as const;
export const WALLET_SPACING = { min: 0, max: 8, step: 1, default: 2 } as const;
/** Card border radius: a whole number 0–50, 8 when unset; shadow intensity 0–1 step 0.1, 0.1 when unset. */
export const WALLET_CARD_RADIUS = { min: 0, max: 50, default: 8 } as const;
export const WALLET_SHADOW_INTENSITY = { min: 0, max: 1, step: 0.1, default: 0.1 } as const;
/** Padding inputs (px): empty means unset, so the variant's default applies. */
export const WALLET_PADDING_MAX = 200;
export const WALLET_GLASS_PADDING = { top: 24, bottom: 24, left: 0, right: 0 } as const;
export const WALLET_CUSTOM_PADDING = { top: 16, bottom: 16, left: 0, right: 0 } as const;

/** The swap variants, stored by value and shown by label (MatchaLike reads Pro, UniswapLike Modern). */
export const WALLET_SWAP_VARIANTS = [
  'Classic',
  'MatchaLike',
  'UniswapLike',
  'Minimal',
  'Compact',
  'Mobile',
] as const;
export type WalletSwapVariant = (typeof WALLET_SWAP_VARIANTS)[number];

/** The parts of the wallet, top to bottom, in their default order (seed 000 §9). */
export const WALLET_COMPONENTS = ['balance', 'actions', 'search', 'tabs', 'content'] as const;
export type WalletComponent = (typeof WALLET_COMPONENTS)[number];

export const WALLET_ACTION_BUTTONS_LAYOUTS = ['horizontal', 'vertical', 'grid'] as const;
export const WALLET_ACTION_BUTTONS_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const WALLET_EXCHANGE_VARIANTS = ['default', 'custom'] as const;

/** The English of `walletColour` and `httpUrl`, the messages of a colour and an image address. */
export const WALLET_COLOUR_MESSAGE = 'Must be a colour such as #4f46e5 or rgba(0, 0, 0, 0.5)';
export const WALLET_IMAGE_URL_MESSAGE = 'Must be a valid http(s) URL';

// Hex (#rgb, #rgba, #rrggbb, #rrggbbaa), the rgb()/hsl() functions as colour pickers and antd tokens
// write them, or transparent. Nothing else reaches a style: no url(), no var(), no expressions.
const COLOUR_PATTERN =
  /^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgba?|hsla?)\(\s*[-+0-9.%\s,/]+\)|transparent)$/i;

export function isWalletColour(value: string): boolean {
  return COLOUR_PATTERN.test(value.trim());
}

const colour = z.string().trim().regex(COLOUR_PATTERN, coded('walletColour')).optional();
const flag = z.boolean().optional();

/** Whether a value falls on a slider's steps from its minimum (0.07 is 7 steps of 0.01, to float error). */
function onStep(value: number, range: { min: number; step: number }): boolean {
  const steps = (value - range.min) / range.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** A slider's value: within its range and, as the server checks it again, on its steps (seed 000 §9). */
function between(range: { min: number; max: number; step: number }) {
  const message = coded('between', { min: range.min, max: range.max });
  return z
    .number(coded('number'))
    .min(range.min, message)
    .max(range.max, message)
    .refine(
      (value) => value < range.min || value > range.max || onStep(value, range),
      coded('multipleOf', { step: range.step }),
    )
    .optional();
}

const paddingSide = z
  .number(coded('number'))
  .int(coded('wholeNumber'))
  .min(0, coded('atLeastZero'))
  .max(WALLET_PADDING_MAX, atMost(WALLET_PADDING_MAX))
  .optional();

export const WalletPaddingSchema = z.object({
  top: paddingSide,
  bottom: paddingSide,
  left: paddingSide,
  right: paddingSide,
});
export type WalletPadding = z.infer<typeof WalletPaddingSchema>;

const backgroundImageUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), coded('httpUrl'))
  .optional();

/** The background fields glass and custom share. */
const backgroundFields = {
  backgroundType: z.enum(WALLET_BACKGROUND_TYPES).optional(),
  backgroundColor: colour,
  gradientStartColor: colour,
  gradientEndColor: colour,
  gradientDirection: z.enum(WALLET_GRADIENT_DIRECTIONS).optional(),
  backgroundImage: backgroundImageUrl,
  backgroundSize: z.enum(WALLET_BACKGROUND_SIZES).optional(),
  backgroundPosition: z.enum(WALLET_BACKGROUND_POSITIONS).optional(),
  backgroundRepeat: z.enum(WALLET_BACKGROUND_REPEATS).optional(),
  backgroundAttachment: z.enum(WALLET_BACKGROUND_ATTACHMENTS).optional(),
};

export const WalletGlassSettingsSchema = z.object({
  ...backgroundFields,
  textColor: colour,
  networkModalTextColor: colour,
  receiveModalTextColor: colour,
  sendModalTextColor: colour,
  scanModalTextColor: colour,
  importTokenModalTextColor: colour,
  blurIntensity: between(WALLET_BLUR),
  glassOpacity: between(WALLET_GLASS_OPACITY),
  disableBackground: flag,
  hideNFTs: flag,
  hideActivity: flag,
  hideSwapAction: flag,
  hideExchangeAction: flag,
  hideSendAction: flag,
  removePadding: flag,
  customPadding: WalletPaddingSchema.optional(),
});
export type WalletGlassSettings = z.infer<typeof WalletGlassSettingsSchema>;

export const WalletButtonColoursSchema = z.object({
  backgroundColor: colour,
  textColor: colour,
  borderColor: colour,
  hoverBackgroundColor: colour,
});
export type WalletButtonColours = z.infer<typeof WalletButtonColoursSchema>;

export const WalletTableColoursSchema = z.object({
  headerBackgroundColor: colour,
  headerTextColor: colour,
  rowBackgroundColor: colour,
  hoverRowBackgroundColor: colour,
  rowTextColor: colour,
  borderColor: colour,
});
export type WalletTableColours = z.infer<typeof WalletTableColoursSchema>;

/** The tabs whose title and indicator colours are set: tokens, NFTs and the NFT lists. */
export const WALLET_COLOURED_TABS = ['tokens', 'nfts', 'collected', 'favorites', 'hidden'] as const;
export type WalletColouredTab = (typeof WALLET_COLOURED_TABS)[number];

export const WalletTabsColoursSchema = z.object({
  tokensTitleColor: colour,
  tokensIndicatorColor: colour,
  nftsTitleColor: colour,
  nftsIndicatorColor: colour,
  collectedTitleColor: colour,
  collectedIndicatorColor: colour,
  favoritesTitleColor: colour,
  favoritesIndicatorColor: colour,
  hiddenTitleColor: colour,
  hiddenIndicatorColor: colour,
});
export type WalletTabsColours = z.infer<typeof WalletTabsColoursSchema>;

export const WalletCardConfigSchema = z.object({
  borderColor: colour,
  borderRadius: z
    .number(coded('number'))
    .int(coded('wholeNumber'))
    .min(
      WALLET_CARD_RADIUS.min,
      coded('between', { min: WALLET_CARD_RADIUS.min, max: WALLET_CARD_RADIUS.max }),
    )
    .max(
      WALLET_CARD_RADIUS.max,
      coded('between', { min: WALLET_CARD_RADIUS.min, max: WALLET_CARD_RADIUS.max }),
    )
    .optional(),
  shadowColor: colour,
  shadowIntensity: between(WALLET_SHADOW_INTENSITY),
  backgroundColor: colour,
});

export const WalletExchangeConfigSchema = z.object({
  variant: z.enum(WALLET_EXCHANGE_VARIANTS).optional(),
  tradeWidgetPrimaryTextColor: colour,
  tradeWidgetButtonTextColor: colour,
  tradeWidgetInputTextColor: colour,
  tradeWidgetTabTextColor: colour,
  fillAmountButtonActiveColor: colour,
  fillAmountButtonActiveTextColor: colour,
  fillAmountButtonInactiveColor: colour,
  fillAmountButtonInactiveTextColor: colour,
  tokenInfoBarBackgroundColor: colour,
  tokenInfoBarPrimaryTextColor: colour,
});

export const WalletComponentOrderSchema = z
  .array(z.enum(WALLET_COMPONENTS))
  .refine(
    (order) =>
      order.length === WALLET_COMPONENTS.length && WALLET_COMPONENTS.every((part) => order.includes(part)),
    coded('walletPartsOnce'),
  );

export const WalletCustomSettingsSchema = z.object({
  ...backgroundFields,
  backgroundBlur: between(WALLET_BACKGROUND_BLUR),
  primaryTextColor: colour,
  balanceTextColor: colour,
  tabsConfig: WalletTabsColoursSchema.optional(),
  filterConfig: z.object({ closeArrowColor: colour }).optional(),
  sendButtonConfig: WalletButtonColoursSchema.optional(),
  receiveButtonConfig: WalletButtonColoursSchema.optional(),
  scanButtonConfig: WalletButtonColoursSchema.optional(),
  importTokenButtonConfig: WalletButtonColoursSchema.optional(),
  swapButtonConfig: WalletButtonColoursSchema.optional(),
  backButtonConfig: WalletButtonColoursSchema.optional(),
  networkSelectorConfig: z
    .object({ backgroundColor: colour, textColor: colour, borderColor: colour })
    .optional(),
  cardConfig: WalletCardConfigSchema.optional(),
  tokenTableConfig: WalletTableColoursSchema.optional(),
  activityTableConfig: WalletTableColoursSchema.optional(),
  exchangeConfig: WalletExchangeConfigSchema.optional(),
  nftColors: z
    .object({
      titleColor: colour,
      collectionColor: colour,
      cardBackgroundColor: colour,
      cardBorderColor: colour,
    })
    .optional(),
  hideNFTs: flag,
  hideActivity: flag,
  hideSearch: flag,
  hideSendButton: flag,
  hideReceiveButton: flag,
  hideScanButton: flag,
  hideImportToken: flag,
  hideNetworkSelector: flag,
  hideBalance: flag,
  hideSwapAction: flag,
  hideExchangeAction: flag,
  hideSendAction: flag,
  removePadding: flag,
  customPadding: WalletPaddingSchema.optional(),
  swapConfig: z.object({ variant: z.enum(WALLET_SWAP_VARIANTS).optional() }).optional(),
  tokenSearchConfig: z
    .object({
      backgroundColor: colour,
      textColor: colour,
      borderColor: colour,
      focusBorderColor: colour,
      placeholderColor: colour,
      iconColor: colour,
    })
    .optional(),
  paginationConfig: z
    .object({
      textColor: colour,
      backgroundColor: colour,
      buttonColor: colour,
      buttonHoverColor: colour,
      selectBackgroundColor: colour,
      selectTextColor: colour,
    })
    .optional(),
  layout: z
    .object({
      actionButtonsLayout: z.enum(WALLET_ACTION_BUTTONS_LAYOUTS).optional(),
      actionButtonsAlignment: z.enum(WALLET_ACTION_BUTTONS_ALIGNMENTS).optional(),
      spacing: between(WALLET_SPACING),
      componentOrder: WalletComponentOrderSchema.optional(),
    })
    .optional(),
});
export type WalletCustomSettings = z.infer<typeof WalletCustomSettingsSchema>;

export const WalletConfigSchema = z.object({
  variant: z.enum(WALLET_VARIANTS),
  glassSettings: WalletGlassSettingsSchema.optional(),
  customSettings: WalletCustomSettingsSchema.optional(),
});
export type WalletConfig = z.infer<typeof WalletConfigSchema>;

/** A new wallet section: the suite's own look, nothing hidden. */
export const WALLET_DEFAULTS: WalletConfig = { variant: 'default' };

/**
 * What RESET STYLES restores in glass (seed 000 §4): solid, blur 40, opacity 0.1, background not
 * disabled, size cover, position centre, no-repeat, scroll, nothing hidden. Colours, the image and
 * the padding go back to unset, that is to the theme's and the variant's defaults.
 */
export const WALLET_GLASS_RESET: WalletGlassSettings = {
  backgroundType: 'solid',
  blurIntensity: WALLET_BLUR.default,
  glassOpacity: WALLET_GLASS_OPACITY.default,
  disableBackground: false,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'scroll',
  hideNFTs: false,
  hideActivity: false,
  hideSwapAction: false,
  hideExchangeAction: false,
  hideSendAction: false,
};

/** The visibility flags a wallet can carry, glass's and custom's together. */
export const WALLET_HIDE_FLAGS = [
  'hideNFTs',
  'hideActivity',
  'hideSearch',
  'hideSendButton',
  'hideReceiveButton',
  'hideScanButton',
  'hideImportToken',
  'hideNetworkSelector',
  'hideBalance',
  'hideSwapAction',
  'hideExchangeAction',
  'hideSendAction',
] as const;
export type WalletHideFlag = (typeof WALLET_HIDE_FLAGS)[number];
