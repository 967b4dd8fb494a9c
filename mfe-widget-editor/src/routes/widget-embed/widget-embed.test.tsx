import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section } from '@suite/shared/widget';
import { errorBody, ok, renderWidgetUi, widget } from '../../test/render';
import { WidgetEmbedRoute } from '.';

jest.setTimeout(60_000);

const KEY = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

function publicWidget(
  showPoweredBy: boolean,
  signature: unknown,
  sections: Section[] = [{ type: 'markdown', name: 'Hello', data: {} }],
) {
  const saved = widget({ name: 'Shop', page: { title: 'Main', layout: { type: 'list' }, sections } });
  return ok({
    id: 7,
    kit: saved.kit,
    configParsed: saved.configParsed,
    updatedAt: saved.updatedAt,
    showPoweredBy,
    signature,
  });
}

describe('the embed page', () => {
  it('renders the saved page with the key, and "powered by" unless the plan hides it', async () => {
    const { api } = renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} />, {
      answers: { 'GET /api/widget/public/7': publicWidget(true, null) },
    });
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(screen.getByText('Powered by Site Builder')).toBeVisible();
    // The page's title and the widget's name title the document (the frame, a tab opened on it).
    expect(document.title).toBe('Main · Shop');
    expect(
      api.calls.find((call) => call.route === 'GET /api/widget/public/7')?.url.searchParams.get('apiKey'),
    ).toBe(KEY);
  });

  it("draws the widget in the visitor's colour scheme unless themeMode says which", async () => {
    const answers = { 'GET /api/widget/public/7': publicWidget(true, null) };
    const background = async () => {
      await screen.findByText('Hello');
      const surface = document.querySelector<HTMLElement>('[data-widget-theme]');
      return surface?.style.background;
    };
    const light = renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} />, { answers });
    const lightBackground = await background();
    light.unmount();

    const systemMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...systemMatchMedia(query), matches: query.includes('dark') });
    try {
      const dark = renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} />, { answers });
      const darkBackground = await background();
      expect(darkBackground).not.toBe(lightBackground);
      dark.unmount();
      renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} themeMode="light" />, { answers });
      expect(await background()).toBe(lightBackground);
    } finally {
      window.matchMedia = systemMatchMedia;
    }
  });

  it("leaves out, for visitors, sections of the seed's unlabelled types it cannot draw", async () => {
    renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} />, {
      answers: {
        'GET /api/widget/public/7': publicWidget(true, null, [
          { type: 'stake', name: 'Staking', data: {} },
          { type: 'markdown', name: 'Hello', data: {} },
          { type: 'commerce', name: 'Store', data: {} },
        ]),
      },
    });
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(screen.getByText('Store')).toBeVisible();
    expect(screen.queryByText('Staking')).not.toBeInTheDocument();
  });

  it('shows the signature the plan allows', async () => {
    renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} />, {
      answers: {
        'GET /api/widget/public/7': publicWidget(false, {
          enabled: true,
          text: 'Ana',
          link: 'https://ana.example',
          showAppName: true,
          showLoveBy: true,
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Ana' })).toHaveAttribute('href', 'https://ana.example');
    expect(screen.getByText(/Shop made with love by/)).toBeVisible();
    expect(screen.queryByText('Powered by Site Builder')).not.toBeInTheDocument();
  });

  it('says why it cannot show the widget', async () => {
    renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} />, {
      answers: {
        'GET /api/widget/public/7': errorBody(402, 'PAYMENT_REQUIRED', 'No credits left'),
      },
    });
    expect(
      await screen.findByText(
        "This widget is not available: this month's free reads are used and its owner has no credits left.",
      ),
    ).toBeVisible();
  });

  it('offers Retry after a failure that can pass, and shows the page once it is read', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderWidgetUi(<WidgetEmbedRoute widgetId="7" apiKey={KEY} />, {
      answers: {
        'GET /api/widget/public/7': () =>
          failing ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The server is busy') : publicWidget(true, null),
      },
    });
    expect(await screen.findByText('The server is busy')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello')).toBeVisible();
  });

  it('renders the site of a custom domain, read by its domain and with no key', async () => {
    const { api } = renderWidgetUi(<WidgetEmbedRoute domain="shop.example.com" />, {
      answers: {
        'GET /api/widget/public/domain/shop.example.com': publicWidget(false, null),
      },
    });
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(screen.queryByText('Powered by Site Builder')).not.toBeInTheDocument();
    expect(document.title).toBe('Main · Shop');
    expect(api.calls.map((call) => call.route)).toEqual(['GET /api/widget/public/domain/shop.example.com']);
  });

  it('draws the site its host already read at once, without reading it again', async () => {
    const read = widget({ name: 'Shop', page: { title: 'Main', layout: { type: 'list' }, sections: [] } });
    const site = {
      id: 7,
      kit: read.kit,
      configParsed: {
        ...read.configParsed,
        page: {
          ...read.configParsed.page,
          sections: [{ type: 'markdown' as const, name: 'Given', data: {} }],
        },
      },
      updatedAt: read.updatedAt,
      showPoweredBy: true,
      signature: null,
    };
    const { api } = renderWidgetUi(<WidgetEmbedRoute domain="shop.example.com" site={site} />, {
      answers: {},
    });
    expect(await screen.findByText('Given')).toBeVisible();
    expect(screen.getByText('Powered by Site Builder')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('says a domain no site is served on is not found', async () => {
    renderWidgetUi(<WidgetEmbedRoute domain="gone.example.com" />, {
      answers: {
        'GET /api/widget/public/domain/gone.example.com': errorBody(404, 'NOT_FOUND', 'Site not found'),
      },
    });
    expect(await screen.findByText('No site is served at this address.')).toBeVisible();
    // Reading again would answer the same.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("says a site's domain is not served while its owner's feature is not active", async () => {
    renderWidgetUi(<WidgetEmbedRoute domain="lapsed.example.com" />, {
      answers: {
        'GET /api/widget/public/domain/lapsed.example.com': errorBody(
          404,
          'NOT_FOUND',
          'This site is not served on this domain right now.',
          'siteNotServed',
        ),
      },
    });
    expect(await screen.findByText('This site is not served on this domain right now.')).toBeVisible();
  });
});
