import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dialogTitled,
  errorBody,
  ok,
  postedConfig,
  renderWidgetUi,
  widget,
  type Responder,
} from '../../test/render';
import { WidgetEditRoute } from '.';

jest.setTimeout(60_000);

const ROUTE = '/admin/widget/edit/:id/*';

function renderEditor(path: string, answers: Record<string, Responder> = {}, embedded = false) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" embedded={embedded} />, {
    path,
    route: ROUTE,
    answers: { 'GET /api/widget/by-owner/7': ok(widget({}, 'Full')), ...answers },
  });
}

/** The side menu; jsdom's screen is a phone's, so it opens from the Menu button in a drawer. */
async function menu() {
  const user = userEvent.setup();
  if (!screen.queryByRole('navigation', { name: 'Widget editor' })) {
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
  }
  return within(await screen.findByRole('navigation', { name: 'Widget editor' }));
}

describe('the widget editor', () => {
  it('shows the breadcrumbs and opens General by default, with the menu of the kit', async () => {
    renderEditor('/admin/widget/edit/7');
    expect(await screen.findByRole('heading', { name: 'General', level: 2 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit widget id 7', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage Widgets' })).toHaveAttribute('href', '/admin/widget');
    const nav = await menu();
    for (const entry of [
      'Powered by',
      'API key',
      'Theme',
      'Components',
      'Marketplace fees',
      'Swap fees',
      'Tokens',
      'Create contracts',
      'Dashboard',
      'Orders',
      'Products',
      'Items',
    ]) {
      expect(nav.getByText(entry)).toBeInTheDocument();
    }
  });

  it('opens the section of the tab query, and a commerce tab at its path in mfe_commerce', async () => {
    renderEditor('/admin/widget/edit/7?tab=theme');
    expect(await screen.findByRole('heading', { name: 'Theme', level: 2 })).toBeVisible();
  });

  it('hosts the commerce back office below commerce/', async () => {
    renderEditor('/admin/widget/edit/7?tab=commerce.orders');
    expect(await screen.findByText('Commerce back office at /admin/widget/edit/7/commerce')).toBeVisible();
  });

  it('hides the Settings extras (History too: a restore would rewrite what is hidden), Fees, Data and DexContracts when embedded', async () => {
    renderEditor('/admin/widget/edit/7', {}, true);
    await screen.findByRole('heading', { name: 'General', level: 2 });
    const nav = await menu();
    expect(nav.getByText('Theme')).toBeInTheDocument();
    expect(nav.queryByText('Powered by')).not.toBeInTheDocument();
    expect(nav.queryByText('History')).not.toBeInTheDocument();
    expect(nav.queryByText('Swap fees')).not.toBeInTheDocument();
    expect(nav.queryByText('Tokens')).not.toBeInTheDocument();
    expect(nav.queryByText('Create contracts')).not.toBeInTheDocument();
  });

  it("says so for a widget that is not the user's", async () => {
    renderEditor('/admin/widget/edit/7', {
      'GET /api/widget/by-owner/7': errorBody(404, 'NOT_FOUND', 'Widget not found'),
    });
    expect(await screen.findByText('Widget not found')).toBeVisible();
  });

  it('enables Save only for a changed, valid general form, confirms, saves on the loaded version and reports', async () => {
    const user = userEvent.setup();
    const { api } = renderEditor('/admin/widget/edit/7', {
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
    });
    const name = await screen.findByLabelText('Name');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(name);
    expect(await screen.findByText('Required')).toBeVisible();
    expect(save).toBeDisabled();
    await user.type(name, 'Renamed');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const confirm = await dialogTitled('Save changes?');
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await dialogTitled('Changes saved')).toBeInTheDocument();
    const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
    expect(upsert?.body).toMatchObject({ id: 7, version: 3 });
    expect(postedConfig(upsert?.body)).toMatchObject({ name: 'Renamed', currency: 'USD' });
  });

  it('reports a stale save with the server message and a Reload, never overwriting', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderEditor('/admin/widget/edit/7', {
      'GET /api/widget/by-owner/7': () => {
        reads += 1;
        return ok(reads === 1 ? widget() : widget({ name: 'Changed elsewhere' }, 'Full', 5));
      },
      'POST /api/widget/upsert': errorBody(
        409,
        'CONFLICT',
        'This widget was changed elsewhere. Reload it to get the latest version.',
        'staleVersion',
      ),
    });
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
    const stale = await dialogTitled('Changes not saved');
    expect(within(stale).getByText(/This widget was changed elsewhere/)).toBeInTheDocument();
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Changed elsewhere'));
  });

  it('asks before leaving a section with unsaved changes: Stay keeps them, Leave drops them', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/widget/edit/7');
    await user.type(await screen.findByLabelText('Name'), ' draft');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click((await menu()).getByText('Theme'));
    const leave = await dialogTitled('Leave without saving');
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Name')).toHaveValue('My shop draft');
    await user.click((await menu()).getByText('Theme'));
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Theme', level: 2 })).toBeVisible();
  });

  it('asks too when the way out is the breadcrumb, not the side menu', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/widget/edit/7');
    await user.type(await screen.findByLabelText('Name'), ' draft');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Manage Widgets' }));
    const leave = await dialogTitled('Leave without saving');
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Name')).toHaveValue('My shop draft');
  });

  it('discards after confirmation', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/widget/edit/7');
    await user.type(await screen.findByLabelText('Name'), ' draft');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(within(await dialogTitled('Discard changes?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('My shop'));
  });
});
