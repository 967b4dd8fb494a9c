import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { setColorSchemePreference, SuiteProviders } from '@suite/shared/react';
import { CUSTOM_THEME_ID, DEFAULT_THEME_ID } from '@suite/shared/schemas';
import { widgetThemeConfig } from '@suite/shared/site-theme';
import { errorBody, fakeApi } from '@suite/shared/testing';
import type { Section, WidgetTheme } from '@suite/shared/widget';
import PageRenderer from './page-renderer';
import SectionDialog from './section-dialog';
import SectionRenderer from './section-renderer';

// antd's dialog is slow in jsdom.
jest.setTimeout(60_000);

// A partner's page: nobody is signed in to the suite there.
beforeEach(() => fakeApi({ 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') }));
afterEach(() => setColorSchemePreference('system'));

/** The visitor's system is dark (the suite's own pages follow it; a partner's page may not). */
function systemInDark() {
  act(() => setColorSchemePreference('dark'));
}

const NOTES: Section = { type: 'markdown', name: 'Notes', data: { source: '# Hello partners' } };
const PINK_SITE: WidgetTheme = {
  theme: CUSTOM_THEME_ID,
  customThemeLight: { colorPrimary: '#d6336c', colorBgBase: '#fff0f6' },
  customThemeDark: { colorPrimary: '#f783ac', colorBgBase: '#2b0a17' },
};

const tokensOf = (site: WidgetTheme, mode: 'light' | 'dark') =>
  theme.getDesignToken(widgetThemeConfig(site, mode));
const DEFAULT_LIGHT = tokensOf({ theme: DEFAULT_THEME_ID }, 'light');

/** The site's page the section is drawn on, holding what `name` shows. */
async function pageShowing(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1, name });
  const page = heading.closest<HTMLElement>('[data-widget-theme]');
  if (!page) throw new Error(`"${name}" is not drawn on a site's page`);
  return page;
}

describe("the renderers on a partner's page", () => {
  it("draw the section on the site's page, light, though the visitor's system is dark", async () => {
    systemInDark();
    render(<PageRenderer sections={[NOTES]} />);
    const page = await pageShowing('Hello partners');
    // The text is the site's, on the site's background: never the suite's dark-scheme white on the
    // partner's white page.
    expect(page).toHaveStyle({ background: DEFAULT_LIGHT.colorBgLayout, color: DEFAULT_LIGHT.colorText });
  });

  it("draw it in the site's theme and in the mode the partner's page gives", async () => {
    render(<SectionRenderer section={NOTES} siteTheme={PINK_SITE} siteThemeMode="dark" />);
    const dark = tokensOf(PINK_SITE, 'dark');
    expect(await pageShowing('Hello partners')).toHaveStyle({
      background: dark.colorBgLayout,
      color: dark.colorText,
    });
  });

  it("leave the site's page to the suite's own pages, which draw it around them", async () => {
    render(
      <SuiteProviders>
        <PageRenderer sections={[NOTES]} />
      </SuiteProviders>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hello partners' });
    expect(heading.closest('[data-widget-theme]')).toBeNull();
  });
});

const MARKDOWN_TILE = 'Formatted text written in markdown.';

function renderDialog(
  props: { siteThemeMode?: 'light' | 'dark'; language?: string } = {},
  around?: (dialog: ReactNode) => ReactNode,
) {
  const dialog = <SectionDialog open mode="add" onSave={jest.fn()} onClose={jest.fn()} {...props} />;
  render(around ? around(dialog) : dialog);
}

describe("the dialog on a partner's page", () => {
  it("is drawn light, though the visitor's system is dark", async () => {
    systemInDark();
    renderDialog();
    expect(await screen.findByText(MARKDOWN_TILE)).toHaveStyle({ color: DEFAULT_LIGHT.colorTextSecondary });
  });

  it('follows the scheme the partner gives', async () => {
    renderDialog({ siteThemeMode: 'dark' });
    const dark = tokensOf({ theme: DEFAULT_THEME_ID }, 'dark');
    expect(dark.colorTextSecondary).not.toBe(DEFAULT_LIGHT.colorTextSecondary);
    expect(await screen.findByText(MARKDOWN_TILE)).toHaveStyle({ color: dark.colorTextSecondary });
  });

  it("keeps the admin's scheme inside the suite", async () => {
    systemInDark();
    renderDialog({}, (dialog) => <SuiteProviders>{dialog}</SuiteProviders>);
    const adminDark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
    expect(await screen.findByText(MARKDOWN_TILE)).toHaveStyle({ color: adminDark.colorTextSecondary });
  });

  it('speaks the language the partner gives', async () => {
    renderDialog({ language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Añadir sección' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre de la sección' })).toBeInTheDocument();
  });
});
