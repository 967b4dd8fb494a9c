import { screen } from '@testing-library/react';
import { theme } from 'antd';
import { widgetThemeConfig } from '@suite/shared/site-theme';
import { errorBody, ok, renderInSite } from '../test/render-in-site';
import { SITE_COLLECTIONS } from '../test/nft-test-data';
import CollectionPage from './collection-page';

jest.setTimeout(30_000);

const VISITOR = { 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') };

/** The background the page is drawn on: the site's theme's layout colour, or the suite's. */
function pageBackground(): string {
  const surface = document.querySelector<HTMLElement>('[data-widget-theme]');
  return surface ? surface.style.background : 'none';
}

/** `#rrggbb` as the DOM writes it back. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('CollectionPage (exposed)', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it("draws a site's collection list in the site's language and theme", async () => {
    const look = {
      name: 'Galería Ana',
      locale: 'es',
      theme: 'custom',
      customThemeLight: { colorBgBase: '#f0e6d2' },
      showPoweredBy: true,
      signature: {
        enabled: true,
        text: 'Ana',
        link: 'https://ana.example',
        showAppName: false,
        showLoveBy: true,
      },
    };
    window.history.pushState({}, '', '/admin/preview/7/main/collections');
    renderInSite(
      <CollectionPage apiBaseUrl="http://look.test" siteId="7" />,
      {
        ...VISITOR,
        'GET /api/sites/7/public/look': ok(look),
        'GET /api/sites/7/public/nft-collections': ok({ items: SITE_COLLECTIONS }),
      },
      {},
    );
    expect(await screen.findByRole('heading', { name: 'Colecciones', level: 1 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    const expected = theme.getDesignToken(widgetThemeConfig(look, 'light')).colorBgLayout;
    expect(expected).not.toBe(theme.getDesignToken().colorBgLayout);
    expect(pageBackground()).toBe(rgb(expected));
    // The site's footer and name, as on its own page.
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'hecho con amor por AnaCreado con Site Builder',
    );
    expect(screen.getByRole('link', { name: 'Ana' })).toHaveAttribute('href', 'https://ana.example');
    expect(document.title).toBe('Colecciones · Galería Ana');
  });

  it("keeps the suite's look, and says what failed, when the site cannot be read", async () => {
    renderInSite(
      <CollectionPage apiBaseUrl="http://gone.test" siteId="8" />,
      {
        ...VISITOR,
        'GET /api/sites/8/public/look': errorBody(404, 'NOT_FOUND', 'Site not found'),
        'GET /api/sites/8/public/nft-collections': errorBody(404, 'NOT_FOUND', 'Site not found'),
      },
      {},
    );
    expect(await screen.findByText('Site not found')).toBeInTheDocument();
    expect(pageBackground()).toBe('none');
  });
});
