import { screen, within } from '@testing-library/react';
import { setColorSchemePreference } from '@suite/shared/react';
import { publicCheckoutFixture } from '../test/fixtures';
import { renderCommerceRouter } from '../test/render';
import { standaloneRoutes } from './routes';

// The code of the products screen cannot be loaded (an old tab after a deploy removed its chunk).
jest.mock('../routes/products', () => {
  throw new Error('Loading chunk failed');
});

// antd's layout and the first render of its styles are slow in jsdom, more so beside a build.
jest.setTimeout(30_000);

function AccountArea() {
  return <p>Account area</p>;
}

/** The standalone page's routes, mfe_auth's account area answering at once. */
function openStandalone(path: string, answers: Parameters<typeof renderCommerceRouter>[2] = {}) {
  const runtime = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn().mockResolvedValue({ default: AccountArea }),
    satisfy: () => true,
  };
  return renderCommerceRouter(standaloneRoutes(runtime), [path], answers);
}

beforeEach(() => {
  document.title = 'Commerce (mfe_commerce)';
  document.documentElement.lang = '';
  document.body.style.background = '';
});

afterEach(() => setColorSchemePreference('system'));

describe('mfe_commerce on its own page', () => {
  it('shows a screen whose code did not load under its header, titled so, with Reload', async () => {
    openStandalone('/u/account/commerce/products');
    expect(await screen.findByText('This page could not be shown')).toBeVisible();
    expect(screen.getByText('Loading chunk failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // The header stays around it: the app's name and mfe_auth's account area.
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Commerce')).toBeVisible();
    expect(await within(header).findByText('Account area')).toBeVisible();
    expect(document.title).toBe('This page could not be shown · Commerce');
  });

  it('says a path it does not know is not found, with the way back to the back office', async () => {
    const { router } = openStandalone('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the Commerce dashboard' })).toHaveAttribute(
      'href',
      '/u/account/commerce/dashboard',
    );
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(within(screen.getByRole('banner')).getByText('Commerce')).toBeVisible();
  });

  it('draws the pay page in the buyer’s document: titled after the checkout, in their language and colour scheme', async () => {
    setColorSchemePreference('dark');
    const id = '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11';
    openStandalone(`/c/${id}`, {
      [`GET /api/checkouts/${id}/public`]: { status: 200, body: publicCheckoutFixture({ id }) },
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Merch bundle', level: 1 })).toBeVisible();
    expect(document.title).toBe('Merch bundle · Checkout');
    expect(document.documentElement.lang).toBe('en');
    // The page is painted in the dark scheme: no white text on a white page.
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(document.body.style.background).not.toBe('');
  });
});
