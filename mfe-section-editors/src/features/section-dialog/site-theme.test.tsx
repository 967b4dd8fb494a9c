import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import type { WalletConfig } from '@suite/shared/sections';
import { setColorSchemePreference, SuiteProviders } from '@suite/shared/react';
import { CUSTOM_THEME_ID, DEFAULT_THEME_ID } from '@suite/shared/schemas';
import { widgetThemeConfig } from '@suite/shared/site-theme';
import type { WidgetTheme } from '@suite/shared/widget';
import type { Section } from '@suite/shared/widget';
import { SectionDialog, type SectionDialogViewProps } from './section-dialog';
import { layOutAt } from '../../test/laid-out';

// antd's dialog and forms are slow in jsdom.
jest.setTimeout(60_000);

// The dialog's editor and preview sit in a split that draws its panes once it knows its size.
layOutAt();

afterEach(() => setColorSchemePreference('system'));

/** A site on the custom theme, with a primary colour and a background no preset and no admin theme has. */
const PINK = '#d6336c';
const PINK_SITE: WidgetTheme = {
  theme: CUSTOM_THEME_ID,
  customThemeLight: { colorPrimary: PINK, colorBgBase: '#fff0f6' },
  customThemeDark: { colorPrimary: '#f783ac', colorBgBase: '#2b0a17' },
};

const WALLET: Section = { type: 'wallet', name: 'Wallet', data: { variant: 'default' } };
const MARKDOWN: Section = { type: 'markdown', name: 'Notes', data: { source: 'Hello' } };

function renderDialog(props: Partial<SectionDialogViewProps>) {
  const handlers = { onSave: jest.fn(), onClose: jest.fn(), onChange: jest.fn() };
  render(
    <SuiteProviders>
      <SectionDialog open mode="edit" {...handlers} {...props} />
    </SuiteProviders>,
  );
  const lastData = (): WalletConfig => handlers.onChange.mock.lastCall?.[0].data;
  return { ...handlers, lastData, user: userEvent.setup({ delay: null }) };
}

async function chooseCustomVariant(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Variant'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Custom"]',
    );
    if (!found) throw new Error('No open option Custom');
    return found;
  });
  await user.click(option);
}

/** The surface the live preview is drawn on: the site's page (ThemedPage), or null when there is none. */
function previewSurface(): HTMLElement | null {
  return screen.getByRole('region', { name: 'Preview section' }).querySelector('[data-widget-theme]');
}

const tokensOf = (site: WidgetTheme, mode: 'light' | 'dark') =>
  theme.getDesignToken(widgetThemeConfig(site, mode));

describe("SectionDialog: the site's theme", () => {
  it("fills the wallet's custom defaults with the site's colours, in the mode given", async () => {
    const { user, lastData } = renderDialog({ section: WALLET, siteTheme: PINK_SITE, siteThemeMode: 'dark' });
    await chooseCustomVariant(user);
    const dark = tokensOf(PINK_SITE, 'dark');
    // antd's dark algorithm derives the primary colour from the site's dark one.
    expect(lastData().customSettings?.sendButtonConfig?.backgroundColor).toBe(dark.colorPrimary);
    expect(dark.colorPrimary).not.toBe(tokensOf(PINK_SITE, 'light').colorPrimary);
    expect(lastData().customSettings?.backgroundColor).toBe(dark.colorBgLayout);
  });

  it("draws the live preview in the site's theme, and the editor in the admin's", async () => {
    renderDialog({ section: MARKDOWN, siteTheme: PINK_SITE, siteThemeMode: 'light' });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(previewSurface()).not.toBeNull());
    expect(previewSurface()).toHaveStyle({ background: tokensOf(PINK_SITE, 'light').colorBgLayout });
    expect(within(previewSurface() ?? document.body).getByText('Hello')).toBeInTheDocument();
    expect(save.closest('[data-widget-theme]')).toBeNull();
  });

  it('takes the default site preset, light, without a site theme, though the admin is in dark mode', async () => {
    act(() => setColorSchemePreference('dark'));
    const { user, lastData } = renderDialog({ section: WALLET });
    await chooseCustomVariant(user);
    const light = tokensOf({ theme: DEFAULT_THEME_ID }, 'light');
    expect(lastData().customSettings?.backgroundColor).toBe(light.colorBgLayout);
    expect(lastData().customSettings?.sendButtonConfig?.backgroundColor).toBe('#1677ff');
    await waitFor(() => expect(previewSurface()).not.toBeNull());
    expect(previewSurface()).toHaveStyle({ background: light.colorBgLayout });
  });
});
