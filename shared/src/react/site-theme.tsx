import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeColours, ThemeColourToken, ThemeMode } from '@suite/shared';
import { CUSTOM_THEME_ID, themePreset } from '@suite/shared/schemas';
import type { WidgetTheme } from '@suite/shared/widget';
import { SUITE_SHAPE } from './suite-theme';

/**
 * The colours a widget's theme gives each token in a mode: the preset's, and for the custom theme the
 * owner's own colours over the default preset.
 */
export function themeColours(value: WidgetTheme, mode: ThemeMode): Record<ThemeColourToken, string> {
  const preset = themePreset(value.theme);
  const base = preset[mode];
  if (value.theme !== CUSTOM_THEME_ID) return base;
  const custom: ThemeColours = (mode === 'dark' ? value.customThemeDark : value.customThemeLight) ?? {};
  return { ...base, ...custom };
}

/** `#rrggbb` at an opacity, as antd's tokens take it. */
function withAlpha(hex: string, alpha: number): string {
  const rgb = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(rgb >> 16) & 255}, ${(rgb >> 8) & 255}, ${rgb & 255}, ${alpha})`;
}

/**
 * The antd theme of a widget in a mode: its colours as seed tokens, with the mode's algorithm and the
 * suite's shape. It inherits nothing from the admin's theme around it (`inherit: false`), which would
 * otherwise keep its own links, menu and tab colours and its secondary text on the site: links and
 * info follow the site's Primary, and secondary text its Text colour, a little stronger than antd's
 * (as the suite's own is) so that it stays readable.
 */
export function widgetThemeConfig(value: WidgetTheme, mode: ThemeMode): ThemeConfig {
  const colours = themeColours(value, mode);
  return {
    inherit: false,
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      ...SUITE_SHAPE,
      colorInfo: colours.colorPrimary,
      colorTextTertiary: withAlpha(colours.colorTextBase, mode === 'dark' ? 0.65 : 0.62),
      colorTextQuaternary: withAlpha(colours.colorTextBase, 0.55),
      ...colours,
    },
  };
}

/**
 * `widgetThemeConfig` inside the admin: the site's theme, keeping only the visitor's wish for less
 * motion from the theme around (which the site's does not inherit).
 */
export function useWidgetThemeConfig(value: WidgetTheme, mode: ThemeMode): ThemeConfig {
  const { token } = antdTheme.useToken();
  const config = widgetThemeConfig(value, mode);
  return token.motion ? config : { ...config, token: { ...config.token, motion: false } };
}

function Surface({
  children,
  padding,
  minHeight,
}: {
  children: ReactNode;
  padding: number;
  minHeight: number | string;
}) {
  const { token } = antdTheme.useToken();
  return (
    <div
      data-widget-theme=""
      style={{
        background: token.colorBgLayout,
        color: token.colorText,
        padding,
        minHeight,
        // The padding is inside minHeight: a page as tall as its frame does not scroll by its padding.
        boxSizing: 'border-box',
      }}
    >
      {children}
    </div>
  );
}

/**
 * A widget page drawn in the widget's theme, on the theme's background (`data-widget-theme`: the
 * owner's colours), at least `minHeight` tall (its frame's height; `100vh` for a page of its own).
 */
export function ThemedPage({
  value,
  mode,
  padding = 16,
  minHeight = '100%',
  children,
}: {
  value: WidgetTheme;
  mode: ThemeMode;
  padding?: number;
  minHeight?: number | string;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={useWidgetThemeConfig(value, mode)}>
      <Surface padding={padding} minHeight={minHeight}>
        {children}
      </Surface>
    </ConfigProvider>
  );
}
