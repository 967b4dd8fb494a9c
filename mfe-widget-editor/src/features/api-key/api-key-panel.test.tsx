import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { errorBody, ok, pending, renderWidgetUi, widget, type Responder } from '../../test/render';

jest.setTimeout(60_000);

const KEY = { uuid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427', monthlyCount: 12, monthlyLimit: 1000 };

function renderApiKey(answers: Record<string, Responder>) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=apiKey',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(widget()),
      'GET /api/credits': ok({ creditsAvailable: '1.5', creditsUsed: '0', plan: 'free' }),
      ...answers,
    },
  });
}

describe('the API key screen', () => {
  it('says API Key loading while it loads', async () => {
    renderApiKey({ 'GET /api/api-key/by-account': () => pending() });
    expect(await screen.findByText('API Key loading')).toBeVisible();
  });

  it('offers to create a missing key, then shows it with its month and credits', async () => {
    const user = userEvent.setup();
    let created = false;
    renderApiKey({
      'GET /api/api-key/by-account': () =>
        created ? ok(KEY) : errorBody(404, 'NOT_FOUND', 'API Key not found. Please create one.'),
      'POST /api/api-key': () => {
        created = true;
        return ok(KEY);
      },
    });
    expect(await screen.findByText('API Key not found. Please create one.')).toBeVisible();
    expect(screen.getByText('1.5000 USD')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText(KEY.uuid)).toBeVisible();
    expect(screen.getByText('12 / 1000')).toBeVisible();
  });

  it('shows the key made meanwhile elsewhere when Create is refused for it', async () => {
    const user = userEvent.setup();
    let elsewhere = false;
    renderApiKey({
      'GET /api/api-key/by-account': () =>
        elsewhere ? ok(KEY) : errorBody(404, 'NOT_FOUND', 'API Key not found. Please create one.'),
      // Another tab created it after this one read that there was none.
      'POST /api/api-key': () => {
        elsewhere = true;
        return {
          status: 409,
          body: {
            defined: false,
            code: 'CONFLICT',
            status: 409,
            message: 'An API key already exists. Rotate it to get a new one.',
            data: { reason: 'apiKeyExists' },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText(KEY.uuid)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
  });

  it('says why the key could not be read, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let down = true;
    renderApiKey({
      'GET /api/api-key/by-account': () =>
        down ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy') : ok(KEY),
    });
    expect(await screen.findByText('The API key could not be loaded')).toBeVisible();
    expect(screen.getByText('The database is busy')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(KEY.uuid)).toBeVisible();
  });

  it('says why the credits could not be read, and reads them again on Retry', async () => {
    const user = userEvent.setup();
    let down = true;
    renderApiKey({
      'GET /api/api-key/by-account': ok(KEY),
      'GET /api/credits': () =>
        down
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy')
          : ok({ creditsAvailable: '1.5', creditsUsed: '0', plan: 'free' }),
    });
    expect(await screen.findByText('The database is busy')).toBeVisible();
    // The key works without them.
    expect(screen.getByText(KEY.uuid)).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1.5000 USD')).toBeVisible();
  });

  it('shows Create API key busy while the key is made, so a second click sends nothing', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { api } = renderApiKey({
      'GET /api/api-key/by-account': errorBody(404, 'NOT_FOUND', 'API Key not found. Please create one.'),
      'POST /api/api-key': () => new Promise((resolve) => (answer = resolve)),
    });
    const create = await screen.findByRole('button', { name: 'Create API key' });
    await user.click(create);
    await waitFor(() => expect(create).toHaveClass('ant-btn-loading'));
    await user.click(create);
    expect(api.calls.filter((call) => call.route === 'POST /api/api-key')).toHaveLength(1);
    answer(ok(KEY));
  });

  it('counts as free only the requests up to the limit, and those beyond it apart, charged to credits', async () => {
    renderApiKey({ 'GET /api/api-key/by-account': ok({ ...KEY, monthlyCount: 1250 }) });
    expect(await screen.findByText('1000 / 1000')).toBeVisible();
    expect(
      screen.getByText('250 requests beyond the free ones this month, charged to credits'),
    ).toBeVisible();
    expect(screen.queryByText('1250 / 1000')).not.toBeInTheDocument();
  });

  it('says nothing is charged while the free requests last', async () => {
    renderApiKey({ 'GET /api/api-key/by-account': ok(KEY) });
    expect(await screen.findByText('12 / 1000')).toBeVisible();
    expect(screen.queryByText(/beyond the free ones this month/)).not.toBeInTheDocument();
  });

  it('links Buy credits to the top-up in the commerce settings', async () => {
    renderApiKey({ 'GET /api/api-key/by-account': ok(KEY) });
    expect(await screen.findByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/u/account/commerce/settings',
    );
  });

  it('copies the key: Copy, then Copied!', async () => {
    const user = userEvent.setup();
    renderApiKey({ 'GET /api/api-key/by-account': ok(KEY) });
    const copy = await screen.findByRole('button', { name: 'Copy API key' });
    expect(copy).toHaveTextContent('Copy');
    await user.click(copy);
    await waitFor(() => expect(copy).toHaveTextContent('Copied!'));
    expect(await navigator.clipboard.readText()).toBe(KEY.uuid);
  });
});
