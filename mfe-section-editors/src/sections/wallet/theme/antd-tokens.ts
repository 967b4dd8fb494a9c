import type { ThemeConfig } from 'antd';
import type { WalletButtonColours, WalletTableColours } from '@suite/shared/sections';
import type { WalletExchangeColours, WalletLook } from './wallet-look';

// Each helper turns a group of the wallet's colours into the antd component tokens that draw it, so
// the wallet is styled through nested ConfigProviders (antd's own way) rather than global CSS. Unset
// colours stay out, and the suite's theme applies.

function defined(tokens: Record<string, string | undefined>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens)) if (value) set[name] = value;
  return set;
}

function themeOf(components: ThemeConfig['components']): ThemeConfig | undefined {
  const used = Object.entries(components ?? {}).filter(([, tokens]) => Object.keys(tokens).length > 0);
  return used.length > 0 ? { components: Object.fromEntries(used) } : undefined;
}

export function buttonTheme(colours: WalletButtonColours | undefined): ThemeConfig | undefined {
  if (!colours) return undefined;
  return themeOf({
    Button: defined({
      defaultBg: colours.backgroundColor,
      defaultColor: colours.textColor,
      defaultBorderColor: colours.borderColor,
      defaultHoverBg: colours.hoverBackgroundColor,
      defaultHoverColor: colours.textColor,
      defaultHoverBorderColor: colours.borderColor,
      defaultActiveBg: colours.hoverBackgroundColor,
      defaultActiveColor: colours.textColor,
      defaultActiveBorderColor: colours.borderColor,
    }),
  });
}

export function networkSelectorTheme(colours: WalletLook['networkSelector']): ThemeConfig | undefined {
  if (!colours) return undefined;
  return buttonTheme({
    backgroundColor: colours.backgroundColor,
    textColor: colours.textColor,
    borderColor: colours.borderColor,
    hoverBackgroundColor: colours.backgroundColor,
  });
}

export function tableTheme(
  colours: WalletTableColours | undefined,
  pagination: WalletLook['pagination'],
): ThemeConfig | undefined {
  return themeOf({
    Table: defined({
      headerBg: colours?.headerBackgroundColor,
      headerColor: colours?.headerTextColor,
      colorBgContainer: colours?.rowBackgroundColor,
      rowHoverBg: colours?.hoverRowBackgroundColor,
      colorText: colours?.rowTextColor,
      borderColor: colours?.borderColor,
      headerSplitColor: colours?.borderColor,
    }),
    ...paginationComponents(pagination),
  });
}

function paginationComponents(colours: WalletLook['pagination']): ThemeConfig['components'] {
  return {
    Pagination: defined({
      itemBg: colours?.backgroundColor,
      itemActiveBg: colours?.backgroundColor,
      itemLinkBg: colours?.backgroundColor,
      colorText: colours?.textColor,
      colorPrimary: colours?.buttonColor,
      colorPrimaryHover: colours?.buttonHoverColor,
      itemActiveColor: colours?.buttonColor,
      itemActiveColorHover: colours?.buttonHoverColor,
    }),
    Select: defined({
      selectorBg: colours?.selectBackgroundColor,
      colorText: colours?.selectTextColor,
    }),
  };
}

export function paginationTheme(colours: WalletLook['pagination']): ThemeConfig | undefined {
  return themeOf(paginationComponents(colours));
}

export function searchTheme(colours: WalletLook['search']): ThemeConfig | undefined {
  return themeOf({
    Input: defined({
      colorBgContainer: colours?.backgroundColor,
      activeBg: colours?.backgroundColor,
      hoverBg: colours?.backgroundColor,
      colorText: colours?.textColor,
      colorBorder: colours?.borderColor,
      hoverBorderColor: colours?.focusBorderColor,
      activeBorderColor: colours?.focusBorderColor,
      colorTextPlaceholder: colours?.placeholderColor,
    }),
  });
}

export function tabsTheme(colours: { title?: string; indicator?: string }): ThemeConfig | undefined {
  return themeOf({
    Tabs: defined({
      itemColor: colours.title,
      itemSelectedColor: colours.indicator,
      itemHoverColor: colours.indicator,
      inkBarColor: colours.indicator,
    }),
  });
}

/** A dialog's text colour: its title, labels and text. */
export function modalTheme(color: string | undefined): ThemeConfig | undefined {
  if (!color) return undefined;
  return {
    token: { colorText: color, colorTextHeading: color, colorTextLabel: color, colorTextDescription: color },
  };
}

/**
 * The exchange dialog's trade widget in custom's exchange colours: its inputs, its Buy/Sell tabs and
 * the text of its trade button. Its primary text colour is the dialog's own (`modalTheme`). The token
 * info bar colours go to the exchange screen's market bar itself (`ExchangeScreen`'s `marketBar`),
 * and the fill-amount buttons' to the buttons (`fillColours`).
 */
export function exchangeTheme(colours: WalletExchangeColours | undefined): ThemeConfig | undefined {
  if (!colours) return undefined;
  return themeOf({
    Input: defined({ colorText: colours.tradeWidgetInputTextColor }),
    Segmented: defined({
      itemColor: colours.tradeWidgetTabTextColor,
      itemHoverColor: colours.tradeWidgetTabTextColor,
      itemSelectedColor: colours.tradeWidgetTabTextColor,
    }),
    Button: defined({ primaryColor: colours.tradeWidgetButtonTextColor }),
  });
}
