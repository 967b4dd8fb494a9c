import type { CSSProperties } from 'react';
import * as z from 'zod/v4';
import {
  WALLET_ACTION_BUTTONS_ALIGNMENTS,
  WALLET_ACTION_BUTTONS_LAYOUTS,
  WALLET_BLUR,
  WALLET_CARD_RADIUS,
  WALLET_COMPONENTS,
  WALLET_CUSTOM_PADDING,
  WALLET_DEFAULT_GRADIENT_DIRECTION,
  WALLET_GLASS_OPACITY,
  WALLET_GLASS_PADDING,
  WALLET_HIDE_FLAGS,
  WALLET_SHADOW_INTENSITY,
  WALLET_SPACING,
  WALLET_VARIANTS,
  WalletCustomSettingsSchema,
  WalletGlassSettingsSchema,
  type WalletButtonColours,
  type WalletComponent,
  type WalletCustomSettings,
  type WalletGlassSettings,
  type WalletHideFlag,
  type WalletPadding,
  type WalletSwapVariant,
  type WalletTableColours,
  type WalletTabsColours,
  type WalletVariant,
} from '@suite/shared/sections';

/** The wallet's buttons the settings colour. */
type WalletButton = 'send' | 'receive' | 'scan' | 'importToken' | 'swap' | 'back';
/** The wallet's dialogs: glass gives the first five a text colour, custom the exchange one. */
export type WalletModal = 'network' | 'receive' | 'send' | 'scan' | 'importToken' | 'swap' | 'exchange';
/** The exchange dialog's colours, when custom sets them (its exchange style is Custom). */
export type WalletExchangeColours = Omit<NonNullable<WalletCustomSettings['exchangeConfig']>, 'variant'>;

/** Everything the wallet's look depends on, resolved from the settings with their fallbacks. */
export interface WalletLook {
  /** The variant actually drawn: `default` when the settings of the chosen one fail to parse. */
  variant: WalletVariant;
  /** The section's box: its background and padding. */
  frame: CSSProperties;
  /** A background drawn under the content and blurred (an image background with blur in custom). */
  blurredBackground?: CSSProperties;
  /** The wallet's own panel: the glass pane or the custom card. */
  panel: CSSProperties;
  textColor?: string;
  balanceTextColor?: string;
  modalTextColor: Partial<Record<WalletModal, string>>;
  buttons: Partial<Record<WalletButton, WalletButtonColours>>;
  networkSelector?: { backgroundColor?: string; textColor?: string; borderColor?: string };
  tokenTable?: WalletTableColours;
  activityTable?: WalletTableColours;
  tabs?: WalletTabsColours;
  closeArrowColor?: string;
  nft?: WalletCustomSettings['nftColors'];
  search?: WalletCustomSettings['tokenSearchConfig'];
  pagination?: WalletCustomSettings['paginationConfig'];
  /** The swap section's layout the Swap dialog is drawn in (custom picks it; Classic otherwise). */
  swapVariant: WalletSwapVariant;
  exchange?: WalletExchangeColours;
  layout: {
    actionButtons: (typeof WALLET_ACTION_BUTTONS_LAYOUTS)[number];
    alignment: (typeof WALLET_ACTION_BUTTONS_ALIGNMENTS)[number];
    /** Space between the parts and between the buttons, in px. */
    gap: number;
    order: readonly WalletComponent[];
  };
}

/** The tabs custom colours one by one: the wallet's own (tokens, NFTs) and the NFT lists'. */
export type WalletColouredTab = 'tokens' | 'nfts' | 'collected' | 'favorites' | 'hidden';

/**
 * A tab's title and indicator colours: custom's for that tab, the title else in the wallet's text
 * colour (glass sets only that), so no tab keeps the site's text colour on the wallet's background.
 */
export function tabColours(look: WalletLook, tab: WalletColouredTab): { title?: string; indicator?: string } {
  return {
    title: look.tabs?.[`${tab}TitleColor`] ?? look.textColor,
    indicator: look.tabs?.[`${tab}IndicatorColor`],
  };
}

/** Which parts of the wallet are shown. */
export type WalletVisibility = Record<
  | 'nfts'
  | 'activity'
  | 'search'
  | 'balance'
  | 'networkSelector'
  | 'sendButton'
  | 'sendAction'
  | 'receiveButton'
  | 'scanButton'
  | 'importToken'
  | 'swapAction'
  | 'exchangeAction',
  boolean
>;

const SPACING_UNIT_PX = 8;

const DEFAULT_LAYOUT: WalletLook['layout'] = {
  actionButtons: 'horizontal',
  alignment: 'center',
  gap: WALLET_SPACING.default * SPACING_UNIT_PX,
  order: WALLET_COMPONENTS,
};

const DEFAULT_LOOK: WalletLook = {
  variant: 'default',
  frame: { padding: `${WALLET_CUSTOM_PADDING.top}px 0` },
  panel: {},
  modalTextColor: {},
  buttons: {},
  swapVariant: 'Classic',
  layout: DEFAULT_LAYOUT,
};

type Background = Pick<
  WalletGlassSettings,
  | 'backgroundType'
  | 'backgroundColor'
  | 'gradientStartColor'
  | 'gradientEndColor'
  | 'gradientDirection'
  | 'backgroundImage'
  | 'backgroundSize'
  | 'backgroundPosition'
  | 'backgroundRepeat'
  | 'backgroundAttachment'
>;

/** The CSS of a background: a colour, a linear gradient, or an image with its size and placement. */
export function backgroundStyle(settings: Background): CSSProperties {
  const type = settings.backgroundType ?? 'solid';
  if (type === 'gradient') {
    if (!settings.gradientStartColor || !settings.gradientEndColor) return {};
    const direction = settings.gradientDirection ?? WALLET_DEFAULT_GRADIENT_DIRECTION;
    return {
      backgroundImage: `linear-gradient(${direction}, ${settings.gradientStartColor}, ${settings.gradientEndColor})`,
    };
  }
  if (type === 'image') {
    if (!settings.backgroundImage) return {};
    return {
      // JSON quoting escapes quotes and backslashes the same way CSS strings do.
      backgroundImage: `url(${JSON.stringify(settings.backgroundImage)})`,
      backgroundSize: settings.backgroundSize ?? 'cover',
      backgroundPosition: settings.backgroundPosition ?? 'center',
      backgroundRepeat: settings.backgroundRepeat ?? 'no-repeat',
      backgroundAttachment: settings.backgroundAttachment ?? 'scroll',
    };
  }
  return settings.backgroundColor ? { backgroundColor: settings.backgroundColor } : {};
}

/** The section's padding: none when removed, otherwise each side as set or the variant's default. */
export function paddingStyle(
  removePadding: boolean | undefined,
  padding: WalletPadding | undefined,
  defaults: Required<WalletPadding>,
): string {
  if (removePadding) return '0';
  const side = (name: keyof WalletPadding) => `${padding?.[name] ?? defaults[name]}px`;
  return `${side('top')} ${side('right')} ${side('bottom')} ${side('left')}`;
}

/** A box shadow whose strength follows the intensity (0 none, 1 strong), in the shadow colour. */
export function cardShadow(color: string | undefined, intensity: number | undefined): string {
  const strength = intensity ?? WALLET_SHADOW_INTENSITY.default;
  if (strength <= 0) return 'none';
  const percent = Math.round(strength * 100);
  return `0 4px 24px color-mix(in srgb, ${color ?? '#000000'} ${percent}%, transparent)`;
}

function glassLook(settings: WalletGlassSettings): WalletLook {
  const blur = settings.blurIntensity ?? WALLET_BLUR.default;
  const opacity = settings.glassOpacity ?? WALLET_GLASS_OPACITY.default;
  return {
    variant: 'glass',
    frame: {
      ...(settings.disableBackground ? {} : backgroundStyle(settings)),
      padding: paddingStyle(settings.removePadding, settings.customPadding, WALLET_GLASS_PADDING),
    },
    panel: {
      background: `rgba(255, 255, 255, ${opacity})`,
      backdropFilter: `blur(${blur}px)`,
      WebkitBackdropFilter: `blur(${blur}px)`,
      border: '1px solid rgba(255, 255, 255, 0.18)',
      borderRadius: 16,
      padding: 16,
      color: settings.textColor,
    },
    textColor: settings.textColor,
    balanceTextColor: settings.textColor,
    modalTextColor: {
      network: settings.networkModalTextColor,
      receive: settings.receiveModalTextColor,
      send: settings.sendModalTextColor,
      scan: settings.scanModalTextColor,
      importToken: settings.importTokenModalTextColor,
    },
    buttons: {},
    swapVariant: DEFAULT_LOOK.swapVariant,
    ...glassSurfaces(settings.textColor),
    layout: DEFAULT_LAYOUT,
  };
}

/**
 * Glass draws its tables, search, NFT cards and pagination see-through, in its text colour, so the
 * pane's blur shows behind them instead of the theme's white surfaces.
 */
function glassSurfaces(
  textColor: string | undefined,
): Pick<WalletLook, 'tokenTable' | 'activityTable' | 'nft' | 'search' | 'pagination'> {
  const line = 'rgba(255, 255, 255, 0.18)';
  const table: WalletTableColours = {
    headerBackgroundColor: 'transparent',
    headerTextColor: textColor,
    rowBackgroundColor: 'transparent',
    hoverRowBackgroundColor: 'rgba(255, 255, 255, 0.08)',
    rowTextColor: textColor,
    borderColor: line,
  };
  return {
    tokenTable: table,
    activityTable: table,
    nft: {
      titleColor: textColor,
      collectionColor: textColor,
      cardBackgroundColor: 'rgba(255, 255, 255, 0.06)',
      cardBorderColor: line,
    },
    search: { backgroundColor: 'transparent', textColor, borderColor: line, iconColor: textColor },
    pagination: {
      textColor,
      backgroundColor: 'transparent',
      selectBackgroundColor: 'transparent',
      selectTextColor: textColor,
    },
  };
}

/** The relative luminance (0 black – 1 white) of a `#rgb` / `#rrggbb` colour; undefined for others. */
function luminance(colour: string | undefined): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour?.trim() ?? '')?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * White text on a dark card when the owner set no text colour, so the balance and titles stay
 * readable; the suite's own text colour otherwise.
 */
export function readableTextOn(background: string | undefined): string | undefined {
  const light = luminance(background);
  return light !== undefined && light < 0.18 ? '#ffffff' : undefined;
}

function customLook(settings: WalletCustomSettings): WalletLook {
  const card = settings.cardConfig;
  const background = backgroundStyle(settings);
  const blur = settings.backgroundBlur ?? 0;
  const blurImage = settings.backgroundType === 'image' && blur > 0 && Boolean(background.backgroundImage);
  const layout = settings.layout;
  const { variant: exchangeVariant, ...exchange } = settings.exchangeConfig ?? {};
  const exchangeColours = exchangeVariant === 'custom' ? exchange : undefined;
  const textColor = settings.primaryTextColor ?? readableTextOn(card?.backgroundColor);
  return {
    variant: 'custom',
    frame: {
      ...(blurImage ? {} : background),
      padding: paddingStyle(settings.removePadding, settings.customPadding, WALLET_CUSTOM_PADDING),
    },
    blurredBackground: blurImage ? { ...background, filter: `blur(${blur}px)` } : undefined,
    panel: {
      backgroundColor: card?.backgroundColor,
      border: card?.borderColor ? `1px solid ${card.borderColor}` : undefined,
      borderRadius: card?.borderRadius ?? WALLET_CARD_RADIUS.default,
      boxShadow: cardShadow(card?.shadowColor, card?.shadowIntensity),
      padding: 16,
      color: textColor,
    },
    textColor,
    balanceTextColor: settings.balanceTextColor ?? textColor,
    modalTextColor: { exchange: exchangeColours?.tradeWidgetPrimaryTextColor },
    buttons: {
      send: settings.sendButtonConfig,
      receive: settings.receiveButtonConfig,
      scan: settings.scanButtonConfig,
      importToken: settings.importTokenButtonConfig,
      swap: settings.swapButtonConfig,
      back: settings.backButtonConfig,
    },
    swapVariant: settings.swapConfig?.variant ?? DEFAULT_LOOK.swapVariant,
    exchange: exchangeColours,
    networkSelector: settings.networkSelectorConfig,
    tokenTable: settings.tokenTableConfig,
    activityTable: settings.activityTableConfig,
    tabs: settings.tabsConfig,
    closeArrowColor: settings.filterConfig?.closeArrowColor,
    nft: settings.nftColors,
    search: settings.tokenSearchConfig,
    pagination: settings.paginationConfig,
    layout: {
      actionButtons: layout?.actionButtonsLayout ?? DEFAULT_LAYOUT.actionButtons,
      alignment: layout?.actionButtonsAlignment ?? DEFAULT_LAYOUT.alignment,
      gap: (layout?.spacing ?? WALLET_SPACING.default) * SPACING_UNIT_PX,
      order: layout?.componentOrder ?? WALLET_COMPONENTS,
    },
  };
}

// The variant, and the settings still unchecked: each variant checks only its own.
const ShapeSchema = z.object({
  variant: z.enum(WALLET_VARIANTS),
  glassSettings: z.unknown().optional(),
  customSettings: z.unknown().optional(),
});

/**
 * The wallet's look from its section config. Settings that fail to parse fall back silently to no
 * custom theme (seed 000 §3): the wallet is drawn in the suite's own theme.
 */
export function walletLook(data: unknown): WalletLook {
  const shape = ShapeSchema.safeParse(data);
  if (!shape.success || shape.data.variant === 'default') return DEFAULT_LOOK;
  if (shape.data.variant === 'glass') {
    const glass = WalletGlassSettingsSchema.safeParse(shape.data.glassSettings ?? {});
    return glass.success ? glassLook(glass.data) : DEFAULT_LOOK;
  }
  const custom = WalletCustomSettingsSchema.safeParse(shape.data.customSettings ?? {});
  return custom.success ? customLook(custom.data) : DEFAULT_LOOK;
}

// Flags are read one by one, so a colour that fails to parse never shows what the owner hid.
const FlagsSchema = z.object(
  Object.fromEntries(WALLET_HIDE_FLAGS.map((name) => [name, z.boolean().catch(false).optional()])),
);

const GLASS_FLAGS: readonly WalletHideFlag[] = [
  'hideNFTs',
  'hideActivity',
  'hideSwapAction',
  'hideExchangeAction',
  'hideSendAction',
];

function flagsOf(settings: unknown): Partial<Record<WalletHideFlag, boolean>> {
  const parsed = FlagsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * Which parts the wallet shows. Glass hides NFTs, activity and the send, swap and exchange actions;
 * custom hides any of its twelve flags. The send button needs both the button and the action.
 */
export function walletVisibility(data: unknown): WalletVisibility {
  const shape = ShapeSchema.safeParse(data);
  const variant = shape.success ? shape.data.variant : 'default';
  const flags =
    variant === 'glass'
      ? flagsOf(shape.data?.glassSettings)
      : variant === 'custom'
        ? flagsOf(shape.data?.customSettings)
        : {};
  const glass = variant === 'glass';
  // Glass has only five flags: the others are never read from its settings.
  const shown = (flag: WalletHideFlag) => (glass && !GLASS_FLAGS.includes(flag) ? true : !flags[flag]);
  return {
    nfts: shown('hideNFTs'),
    activity: shown('hideActivity'),
    search: shown('hideSearch'),
    balance: shown('hideBalance'),
    networkSelector: shown('hideNetworkSelector'),
    sendAction: shown('hideSendAction'),
    sendButton: shown('hideSendButton') && shown('hideSendAction'),
    receiveButton: shown('hideReceiveButton'),
    scanButton: shown('hideScanButton'),
    importToken: shown('hideImportToken'),
    swapAction: shown('hideSwapAction'),
    exchangeAction: shown('hideExchangeAction'),
  };
}

const FLEX_ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * How the action buttons sit: in a row, a column or a two-column grid, aligned and spaced. The grid
 * is a wrapping row of cells two to a line (`actionButtonCellStyle`) rather than a CSS grid, so that
 * a lone last button sits where the alignment says (a CSS grid always puts it in the left column).
 */
export function actionButtonsStyle(layout: WalletLook['layout']): CSSProperties {
  const align = FLEX_ALIGN[layout.alignment];
  if (layout.actionButtons === 'vertical') {
    return { display: 'flex', flexDirection: 'column', gap: layout.gap, alignItems: align };
  }
  return { display: 'flex', flexWrap: 'wrap', gap: layout.gap, justifyContent: align };
}

/** One action button in the grid: a cell of one of two equal columns, the gap between them; else its own size. */
export function actionButtonCellStyle(layout: WalletLook['layout']): CSSProperties | undefined {
  if (layout.actionButtons !== 'grid') return undefined;
  return { flex: `0 0 calc((100% - ${layout.gap}px) / 2)`, minWidth: 0 };
}
