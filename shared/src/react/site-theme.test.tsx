import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { CUSTOM_THEME_ID } from '@suite/shared/schemas';
import type { WidgetTheme } from '@suite/shared/widget';
import { setColorSchemePreference } from './color-scheme';
import { ThemedPage } from './site-theme';
import { SuiteProviders } from './suite-providers';

/** A site whose colours no admin theme has: teal links and buttons, brown text. */
const SITE: WidgetTheme = {
  theme: CUSTOM_THEME_ID,
  customThemeLight: { colorPrimary: '#0b7285', colorTextBase: '#5c3d2e', colorBgBase: '#fffdf5' },
  customThemeDark: { colorPrimary: '#66d9e8', colorTextBase: '#ffe8cc', colorBgBase: '#1a1208' },
};

/** The tokens a site's links, secondary text, tabs and menus are drawn with. */
function SiteTokens() {
  const { token } = theme.useToken();
  return (
    <dl>
      <dt>primary</dt>
      <dd>{token.colorPrimary}</dd>
      <dt>link</dt>
      <dd>{token.colorLink}</dd>
      <dt>info</dt>
      <dd>{token.colorInfo}</dd>
      <dt>secondary text</dt>
      <dd>{token.colorTextTertiary}</dd>
      <dt>placeholder</dt>
      <dd>{token.colorTextQuaternary}</dd>
      <dt>corners</dt>
      <dd>{token.borderRadius}</dd>
    </dl>
  );
}

function valueOf(term: string): string {
  return screen.getByText(term).nextElementSibling?.textContent ?? '';
}

afterEach(() => setColorSchemePreference('system'));

describe('ThemedPage inside the admin', () => {
  it("draws a dark site in the site's colours, none of the admin's light theme around it", () => {
    setColorSchemePreference('light');
    render(
      <SuiteProviders>
        <ThemedPage value={SITE} mode="dark">
          <SiteTokens />
        </ThemedPage>
      </SuiteProviders>,
    );
    // The admin's indigo links and its black secondary text would be unreadable on this dark site.
    // Links and info alerts in the site's Primary (the dark algorithm's shade of it).
    expect(valueOf('info')).toBe(valueOf('primary'));
    expect(valueOf('primary')).not.toBe('#5753e0');
    expect(valueOf('link')).not.toBe('#4f46e5');
    expect(valueOf('secondary text')).toBe('rgba(255, 232, 204, 0.65)');
    expect(valueOf('placeholder')).toBe('rgba(255, 232, 204, 0.55)');
    expect(valueOf('corners')).toBe('8');
  });

  it("keeps none of the admin's dark theme on a light site", () => {
    setColorSchemePreference('dark');
    render(
      <SuiteProviders>
        <ThemedPage value={SITE} mode="light">
          <SiteTokens />
        </ThemedPage>
      </SuiteProviders>,
    );
    expect(valueOf('info')).toBe('#0b7285');
    expect(valueOf('primary')).toBe('#0b7285');
    expect(valueOf('link')).not.toBe('#aeacff');
    expect(valueOf('secondary text')).toBe('rgba(92, 61, 46, 0.62)');
  });
});
