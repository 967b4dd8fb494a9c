import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeColours, ThemeColourToken, ThemeMode } from '@suite/shared';
import { CUSTOM_THEME_ID, themePreset } from '@suite/shared/schemas';
import type { WidgetTheme } from '@suite/shared/widget';

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

/** The antd theme of a widget in a mode: its colours as seed tokens, with the mode's algorithm. */
export function widgetThemeConfig(value: WidgetTheme, mode: ThemeMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: themeColours(value, mode),
  };
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
    <ConfigProvider theme={widgetThemeConfig(value, mode)}>
      <Surface padding={padding} minHeight={minHeight}>
        {children}
      </Surface>
    </ConfigProvider>
  );
}
