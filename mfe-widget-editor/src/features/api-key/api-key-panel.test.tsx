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
