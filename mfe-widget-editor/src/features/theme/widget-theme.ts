import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeColours, ThemeColourToken, ThemeMode } from '@suite/shared';
import { CUSTOM_THEME_ID, themePreset } from '@suite/shared/schemas';
import type { WidgetConfig } from '@suite/shared/widget';

/** The theme part of a widget config. */
export type WidgetTheme = Pick<WidgetConfig, 'theme' | 'customThemeLight' | 'customThemeDark'>;

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
