import type { GlobalToken } from 'antd';
import {
  WALLET_BACKGROUND_BLUR,
  WALLET_CARD_RADIUS,
  WALLET_COMPONENTS,
  WALLET_DEFAULT_GRADIENT_DIRECTION,
  WALLET_GLASS_RESET,
  WALLET_SHADOW_INTENSITY,
  WALLET_SPACING,
  type WalletBackgroundType,
  type WalletButtonColours,
  type WalletCustomSettings,
  type WalletGlassSettings,
  type WalletGradientDirection,
  type WalletTableColours,
} from '@suite/shared/sections';
import { nonEmpty } from '../../section-kit/fields/field-values';

/** A new wallet section (the suite's own look, nothing hidden) lives with its schema in @suite/shared. */
export { WALLET_DEFAULTS } from '@suite/shared/sections';

/** The antd theme tokens the wallet's default colours come from. */
export type WalletThemeTokens = Pick<
  GlobalToken,
  | 'colorPrimary'
  | 'colorPrimaryHover'
  | 'colorText'
  | 'colorTextSecondary'
  | 'colorTextLightSolid'
  | 'colorTextHeading'
  | 'colorTextPlaceholder'
  | 'colorBgContainer'
  | 'colorBgLayout'
  | 'colorBorder'
  | 'colorBorderSecondary'
  | 'colorFillAlter'
  | 'colorFillSecondary'
>;

/** The colours a background gets from the theme when its type is switched and they are empty. */
export function themeBackgroundDefaults(tokens: WalletThemeTokens): {
  backgroundColor: string;
  gradientStartColor: string;
  gradientEndColor: string;
  gradientDirection: WalletGradientDirection;
} {
  return {
    backgroundColor: tokens.colorBgLayout,
    gradientStartColor: tokens.colorPrimary,
    gradientEndColor: tokens.colorBgLayout,
    gradientDirection: WALLET_DEFAULT_GRADIENT_DIRECTION,
  };
}

type BackgroundSettings = Pick<
  WalletGlassSettings,
  'backgroundType' | 'backgroundColor' | 'gradientStartColor' | 'gradientEndColor' | 'gradientDirection'
>;

/**
 * The background fields after switching to `type` (seed 000 §4): solid fills an empty background
 * colour from the theme; gradient fills an empty start colour, end colour and direction ('to bottom').
 * Only the fields that change are returned.
 */
export function backgroundTypeChanges(
  settings: BackgroundSettings,
  type: WalletBackgroundType,
  tokens: WalletThemeTokens,
): BackgroundSettings {
  const theme = themeBackgroundDefaults(tokens);
  if (type === 'solid') {
    return {
      backgroundType: type,
      backgroundColor: nonEmpty(settings.backgroundColor) ?? theme.backgroundColor,
    };
  }
  if (type === 'gradient') {
    return {
      backgroundType: type,
      gradientStartColor: nonEmpty(settings.gradientStartColor) ?? theme.gradientStartColor,
      gradientEndColor: nonEmpty(settings.gradientEndColor) ?? theme.gradientEndColor,
      gradientDirection: settings.gradientDirection ?? theme.gradientDirection,
    };
  }
  return { backgroundType: type };
}

/** Glass starts from what RESET STYLES restores. */
export function defaultGlassSettings(): WalletGlassSettings {
  return { ...WALLET_GLASS_RESET };
}

function tableColours(tokens: WalletThemeTokens): WalletTableColours {
  return {
    headerBackgroundColor: tokens.colorFillAlter,
    headerTextColor: tokens.colorTextHeading,
    rowBackgroundColor: tokens.colorBgContainer,
    hoverRowBackgroundColor: tokens.colorFillSecondary,
    rowTextColor: tokens.colorText,
    borderColor: tokens.colorBorderSecondary,
  };
}

function primaryButton(tokens: WalletThemeTokens): WalletButtonColours {
  return {
    backgroundColor: tokens.colorPrimary,
    textColor: tokens.colorTextLightSolid,
    borderColor: tokens.colorPrimary,
    hoverBackgroundColor: tokens.colorPrimaryHover,
  };
}

function plainButton(tokens: WalletThemeTokens): WalletButtonColours {
  return {
    backgroundColor: tokens.colorBgContainer,
    textColor: tokens.colorText,
    borderColor: tokens.colorBorder,
    hoverBackgroundColor: tokens.colorFillSecondary,
  };
}

/** The default custom settings: every colour from the theme, every part shown, the default layout. */
export function defaultCustomSettings(tokens: WalletThemeTokens): WalletCustomSettings {
  const background = themeBackgroundDefaults(tokens);
  return {
    backgroundType: 'solid',
    backgroundColor: background.backgroundColor,
    gradientStartColor: background.gradientStartColor,
    gradientEndColor: background.gradientEndColor,
    gradientDirection: background.gradientDirection,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
    backgroundAttachment: 'scroll',
    backgroundBlur: WALLET_BACKGROUND_BLUR.default,
    primaryTextColor: tokens.colorText,
    balanceTextColor: tokens.colorTextHeading,
    tabsConfig: {
      tokensTitleColor: tokens.colorText,
      tokensIndicatorColor: tokens.colorPrimary,
      nftsTitleColor: tokens.colorText,
      nftsIndicatorColor: tokens.colorPrimary,
      collectedTitleColor: tokens.colorText,
      collectedIndicatorColor: tokens.colorPrimary,
      favoritesTitleColor: tokens.colorText,
      favoritesIndicatorColor: tokens.colorPrimary,
      hiddenTitleColor: tokens.colorText,
      hiddenIndicatorColor: tokens.colorPrimary,
    },
    filterConfig: { closeArrowColor: tokens.colorTextSecondary },
    sendButtonConfig: primaryButton(tokens),
    receiveButtonConfig: primaryButton(tokens),
    scanButtonConfig: plainButton(tokens),
    importTokenButtonConfig: plainButton(tokens),
    swapButtonConfig: primaryButton(tokens),
    backButtonConfig: plainButton(tokens),
    networkSelectorConfig: {
      backgroundColor: tokens.colorBgContainer,
      textColor: tokens.colorText,
      borderColor: tokens.colorBorder,
    },
    cardConfig: {
      borderColor: tokens.colorBorderSecondary,
      borderRadius: WALLET_CARD_RADIUS.default,
      shadowColor: '#000000',
      shadowIntensity: WALLET_SHADOW_INTENSITY.default,
      backgroundColor: tokens.colorBgContainer,
    },
    tokenTableConfig: tableColours(tokens),
    activityTableConfig: tableColours(tokens),
    exchangeConfig: {
      variant: 'default',
      tradeWidgetPrimaryTextColor: tokens.colorText,
      tradeWidgetButtonTextColor: tokens.colorTextLightSolid,
      tradeWidgetInputTextColor: tokens.colorText,
      tradeWidgetTabTextColor: tokens.colorTextSecondary,
      fillAmountButtonActiveColor: tokens.colorPrimary,
      fillAmountButtonActiveTextColor: tokens.colorTextLightSolid,
      fillAmountButtonInactiveColor: tokens.colorFillSecondary,
      fillAmountButtonInactiveTextColor: tokens.colorText,
      tokenInfoBarBackgroundColor: tokens.colorFillAlter,
      tokenInfoBarPrimaryTextColor: tokens.colorText,
    },
    nftColors: {
      titleColor: tokens.colorText,
      collectionColor: tokens.colorTextSecondary,
      cardBackgroundColor: tokens.colorBgContainer,
      cardBorderColor: tokens.colorBorderSecondary,
    },
    hideNFTs: false,
    hideActivity: false,
    hideSearch: false,
    hideSendButton: false,
    hideReceiveButton: false,
    hideScanButton: false,
    hideImportToken: false,
    hideNetworkSelector: false,
    hideBalance: false,
    hideSwapAction: false,
    hideExchangeAction: false,
    hideSendAction: false,
    removePadding: false,
    customPadding: {},
    swapConfig: { variant: 'Classic' },
    tokenSearchConfig: {
      backgroundColor: tokens.colorBgContainer,
      textColor: tokens.colorText,
      borderColor: tokens.colorBorder,
      focusBorderColor: tokens.colorPrimary,
      placeholderColor: tokens.colorTextPlaceholder,
      iconColor: tokens.colorTextSecondary,
    },
    paginationConfig: {
      textColor: tokens.colorText,
      backgroundColor: tokens.colorBgContainer,
      buttonColor: tokens.colorPrimary,
      buttonHoverColor: tokens.colorPrimaryHover,
      selectBackgroundColor: tokens.colorBgContainer,
      selectTextColor: tokens.colorText,
    },
    layout: {
      actionButtonsLayout: 'horizontal',
      actionButtonsAlignment: 'center',
      spacing: WALLET_SPACING.default,
      componentOrder: [...WALLET_COMPONENTS],
    },
  };
}

/**
 * RESET STYLES in custom (seed 000 §4): the default custom settings, keeping the chosen background
 * type, with the send button's colours copied to the swap and back buttons. An image background keeps
 * its image too: the type without its address would leave the wallet on an empty image (the seed keeps
 * the type; the solid and gradient types get their colours from the defaults).
 */
export function resetCustomSettings(
  current: Pick<WalletCustomSettings, 'backgroundType' | 'backgroundImage'>,
  tokens: WalletThemeTokens,
): WalletCustomSettings {
  const defaults = defaultCustomSettings(tokens);
  const send = defaults.sendButtonConfig;
  const backgroundType = current.backgroundType ?? defaults.backgroundType;
  return {
    ...defaults,
    backgroundType,
    ...(backgroundType === 'image' && current.backgroundImage !== undefined
      ? { backgroundImage: current.backgroundImage }
      : {}),
    swapButtonConfig: { ...send },
    backButtonConfig: { ...send },
  };
}
