import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import type { ThemeMode } from '@suite/shared';
import { widgetThemeConfig, type WidgetTheme } from '../theme/widget-theme';

function Surface({ children, padding }: { children: ReactNode; padding: number }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      data-widget-theme=""
      style={{ background: token.colorBgLayout, color: token.colorText, padding, minHeight: '100%' }}
    >
      {children}
    </div>
  );
}

/** A widget page drawn in the widget's theme, on the theme's background (`data-widget-theme`: the owner's colours). */
export function ThemedPage({
  value,
  mode,
  padding = 16,
  children,
}: {
  value: WidgetTheme;
  mode: ThemeMode;
  padding?: number;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={widgetThemeConfig(value, mode)}>
      <Surface padding={padding}>{children}</Surface>
    </ConfigProvider>
  );
}
