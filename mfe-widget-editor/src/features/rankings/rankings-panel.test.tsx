import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@suite/shared/react';
import { invalidInputBody } from '@suite/shared/testing';
import type { Leaderboard, LeaderboardEntry } from '@suite/shared';
import { WidgetEditRoute } from '../../routes/widget-edit';
import {
  dialogTitled,
  errorBody,
  ok,
  pending,
  renderWidgetUi,
  widget,
  type Responder,
} from '../../test/render';

jest.setTimeout(120_000);

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function board(id: number, title: string, description = ''): Leaderboard {
  return {
    id,
    siteId: 7,
    title,
    description,
    createdAt: '2025-03-01T10:00:00.000Z',
    scoreKeyCreatedAt: null,
  };
}

function entry(id: number, rank: number, address: string, score: number): LeaderboardEntry {
  return { id, rank, address, score, scoredAt: '2025-03-02T10:00:00.000Z' };
}

function renderRankings(answers: Record<string, Responder>) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=data.rankings',
    route: '/admin/widget/edit/:id/*',
    answers: { 'GET /api/widget/by-owner/7': ok(widget()), ...answers },
  });
}

describe('the Rankings panel', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('is in the Data menu and shows a loading state, then the empty state', async () => {
    let answer: Responder = () => pending();
    const view = renderRankings({
      'GET /api/leaderboards': (request) => (typeof answer === 'function' ? answer(request) : answer),
    });
    expect(await screen.findByRole('status', { name: 'Loading leaderboards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rankings' })).toBeVisible();
    view.unmount();
    answer = ok({ data: [], total: 0 });
    renderRankings({ 'GET /api/leaderboards': answer });
    expect(await screen.findByText("You don't have any leaderboards yet")).toBeVisible();
    expect(screen.getByText('Please, create a leaderboard to start using it here')).toBeVisible();
  });

  it('says "No scores yet" once a board\'s scores have come, not while they load', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    renderRankings({
      'GET /api/leaderboards': ok({ data: [board(5, 'Top traders')], total: 1 }),
      'GET /api/leaderboards/5/entries': () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ data: [], total: 0 }));
        }),
    });
    const item = await screen.findByRole('listitem', { name: 'Top traders' });
    await user.click(within(item).getByRole('button', { name: 'Entries' }));
    const panel = await screen.findByLabelText('Entries of Top traders');
    await within(panel).findByRole('table');
    await waitFor(() => expect(release).toBeDefined());
    expect(within(panel).queryByText('No scores yet')).not.toBeInTheDocument();
    release?.();
    expect(await within(panel).findByText('No scores yet')).toBeVisible();
  });

  it("shows the API's error with Retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderRankings({
      'GET /api/leaderboards': () =>
        fail
          ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database unavailable')
          : ok({ data: [board(1, 'Top')], total: 1 }),
    });
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Top' })).toBeVisible();
  });

  it('shows the last page there is when the boards of the page asked for were deleted elsewhere', async () => {
    const user = userEvent.setup();
    let boards = Array.from({ length: 11 }, (_, at) => board(at + 1, `Board ${at + 1}`));
    renderRankings({
      'GET /api/leaderboards': ({ url }) => {
        const at = Number(url.searchParams.get('page'));
        // Board 11 is deleted in another tab as this one turns to its page.
        if (at === 1) boards = boards.filter((item) => item.id !== 11);
        return ok({ data: boards.slice(at * 10, (at + 1) * 10), total: boards.length });
      },
    });
    await screen.findByRole('listitem', { name: 'Board 1' });
    await user.click(screen.getByRole('listitem', { name: '2' }));

    expect(await screen.findByRole('listitem', { name: 'Board 10' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Leaderboards' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
    // The first page's count, read again, has no second page.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument());
  });

  it('creates a leaderboard (title checked beside the field), then edits and deletes it after confirming', async () => {
    const user = userEvent.setup();
    let boards: Leaderboard[] = [];
    const { api } = renderRankings({
      'GET /api/leaderboards': () => ok({ data: boards, total: boards.length }),
      'POST /api/leaderboards': ({ body }) => {
        const created = board(5, (body as { title: string }).title.trim(), 'Weekly');
        boards = [created];
        return ok(created);
      },
      'PUT /api/leaderboards/5': ({ body }) => {
        const updated = { ...board(5, (body as { title: string }).title), description: 'Weekly' };
        boards = [updated];
        return ok(updated);
      },
      'DELETE /api/leaderboards/5': () => {
        boards = [];
        return ok({ ok: true });
      },
      'GET /api/leaderboards/5/entries': ok({ data: [], total: 0 }),
    });
    await screen.findByText("You don't have any leaderboards yet");
    await user.click(screen.getByRole('button', { name: /Create leaderboard/ }));
    const dialog = await dialogTitled('Create leaderboard');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(api.calls.some((call) => call.route === 'POST /api/leaderboards')).toBe(false);
    await user.type(within(dialog).getByLabelText('Title'), 'Top traders');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Top traders' })).toBeVisible());
    expect(api.calls.find((call) => call.route === 'POST /api/leaderboards')?.body).toEqual({
      siteId: 7,
      title: 'Top traders',
      description: 'Weekly',
    });
    // The new leaderboard opens its entries.
    expect(await screen.findByText('No scores yet')).toBeVisible();

    const item = screen.getByRole('listitem', { name: 'Top traders' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const edit = await dialogTitled('Edit leaderboard');
    const title = within(edit).getByLabelText('Title');
    expect(title).toHaveValue('Top traders');
    await user.clear(title);
    await user.type(title, 'Top holders');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Top holders' })).toBeVisible();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Top holders' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await dialogTitled('Delete this leaderboard?');
    expect(api.calls.some((call) => call.route === 'DELETE /api/leaderboards/5')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("You don't have any leaderboards yet")).toBeVisible();
    expect(api.calls.some((call) => call.route === 'DELETE /api/leaderboards/5')).toBe(true);
  });

  it('reads a score as a Spanish page writes it, and refuses one written with a point', async () => {
    const user = userEvent.setup();
    // Undone by the describe's afterEach.
    await act(() => setLanguage('es'));
    const entries: LeaderboardEntry[] = [];
    const { api } = renderRankings({
      'GET /api/leaderboards': ok({ data: [board(5, 'Top traders')], total: 1 }),
      'GET /api/leaderboards/5/entries': () => ok({ data: entries, total: entries.length }),
      'POST /api/leaderboards/5/entries': ({ body }) => {
        const { address, score } = body as { address: string; score: number };
        entries.push(entry(9, 1, address, score));
        return ok(entries.at(-1));
      },
    });
    const posted = () => api.calls.filter((call) => call.route === 'POST /api/leaderboards/5/entries');
    const item = await screen.findByRole('listitem', { name: 'Top traders' });
    await user.click(within(item).getByRole('button', { name: 'Entradas' }));
    const form = await screen.findByRole('form', { name: 'Añadir entrada' });
    await user.click(within(form).getByLabelText('Dirección de la wallet'));
    await user.paste(WALLET);
    const score = within(form).getByLabelText('Puntuación');
    await user.type(score, '-12.5');
    await user.click(within(form).getByRole('button', { name: 'Añadir entrada' }));
    expect(
      await within(form).findByText(
        'Escribe el número sin separador de miles, con «,» para los decimales, como 1234,5',
      ),
    ).toBeVisible();
    expect(score).toHaveValue('-12.5');
    expect(posted()).toHaveLength(0);

    await user.clear(score);
    await user.type(score, '-12,5');
    await user.click(within(form).getByRole('button', { name: 'Añadir entrada' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toEqual({ address: WALLET.toLowerCase(), score: -12.5 });
  });

  it('lists ranked entries in pages, adds one (checked beside the fields), edits and removes one', async () => {
    const user = userEvent.setup();
    let entries = [
      entry(1, 1, WALLET, 1200),
      entry(2, 2, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 800.5),
    ];
    const page2 = [entry(3, 11, '0x90F79bf6EB2c4f870365E785982E1f101E93b906', 3)];
    const { api } = renderRankings({
      'GET /api/leaderboards': ok({ data: [board(5, 'Top traders')], total: 1 }),
      'GET /api/leaderboards/5/entries': ({ url }) =>
        url.searchParams.get('page') === '1'
          ? ok({ data: page2, total: 11 })
          : ok({ data: entries, total: 11 }),
      'POST /api/leaderboards/5/entries': ({ body }) => {
        const { address, score } = body as { address: string; score: number };
        if (address === WALLET.toLowerCase()) {
          return invalidInputBody({ address: 'This wallet is already on this leaderboard' });
        }
        entries = [...entries, entry(9, 3, address, score)];
        return ok(entries.at(-1));
      },
      'PUT /api/leaderboards/5/entries/2': ({ body }) => {
        const { score } = body as { score: number };
        entries = entries.map((row) => (row.id === 2 ? { ...row, score } : row));
        return ok(entries[1]);
      },
      'DELETE /api/leaderboards/5/entries/1': () => {
        entries = entries.filter((row) => row.id !== 1);
        return ok({ ok: true });
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Top traders' });
    await user.click(within(item).getByRole('button', { name: 'Entries' }));
    const panel = await screen.findByLabelText('Entries of Top traders');
    const table = await within(panel).findByRole('table');
    await within(table).findByText('0x7099…79C8');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '0x7099…79C8', '1,200'],
      ['2', '0x3C44…93BC', '800.5'],
    ]);
    await user.click(within(panel).getByRole('listitem', { name: '2' }));
    expect(await within(panel).findByText('0x90F7…b906')).toBeVisible();
    expect(within(panel).getByRole('cell', { name: '11' })).toBeVisible();
    await user.click(within(panel).getByRole('listitem', { name: '1' }));
    await within(panel).findByText('0x7099…79C8');

    // Add: bad input is refused beside each field, nothing is sent.
    const form = within(panel).getByRole('form', { name: 'Add entry' });
    await user.type(within(form).getByLabelText('Wallet address'), '0x123');
    await user.type(within(form).getByLabelText('Score'), '1.23456');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(
      await within(form).findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeVisible();
    expect(within(form).getByText('Must have at most 4 decimals')).toBeVisible();
    expect(api.calls.some((call) => call.route === 'POST /api/leaderboards/5/entries')).toBe(false);

    // A wallet already there: the API's answer shows beside the address.
    await user.clear(within(form).getByLabelText('Wallet address'));
    await user.paste(WALLET);
    await user.clear(within(form).getByLabelText('Score'));
    await user.type(within(form).getByLabelText('Score'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText('This wallet is already on this leaderboard')).toBeVisible();

    const newcomer = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
    await user.clear(within(form).getByLabelText('Wallet address'));
    await user.paste(newcomer);
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(table).findByText('0x15d3…6A65')).toBeVisible();
    expect(
      api.calls.filter((call) => call.route === 'POST /api/leaderboards/5/entries').at(-1)?.body,
    ).toEqual({
      address: newcomer.toLowerCase(),
      score: 5,
    });

    // Edit: the form fills with the entry and saves its score.
    await user.click(within(panel).getByRole('button', { name: 'Edit 0x3C44…93BC' }));
    const editForm = within(panel).getByRole('form', { name: 'Edit entry' });
    const score = within(editForm).getByLabelText('Score');
    await waitFor(() => expect(score).toHaveValue('800.5'));
    await user.clear(score);
    await user.type(score, '900');
    await user.click(within(editForm).getByRole('button', { name: 'Save entry' }));
    expect(await within(table).findByText('900')).toBeVisible();

    // Remove, after confirming.
    await user.click(within(panel).getByRole('button', { name: 'Remove 0x7099…79C8' }));
    const confirm = await dialogTitled('Remove this entry?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('0x7099…79C8')).not.toBeInTheDocument());

    // How a site posts scores: the endpoint.
    await user.click(within(panel).getByRole('button', { name: /Post scores from your site/ }));
    expect(await within(panel).findByLabelText('Scores endpoint')).toHaveTextContent(
      /^POST http:\/\/widgets-\d+\.test\/api\/sites\/7\/leaderboards\/5\/scores$/,
    );
  });

  it('creates the score key and shows it once, creates a new one after confirming, and removes it', async () => {
    const user = userEvent.setup();
    const KEY = `lbk_${'a'.repeat(43)}`;
    const NEW_KEY = `lbk_${'b'.repeat(43)}`;
    let current = board(5, 'Top traders');
    let made = 0;
    const { api } = renderRankings({
      'GET /api/leaderboards': () => ok({ data: [current], total: 1 }),
      'GET /api/leaderboards/5/entries': ok({ data: [], total: 0 }),
      'POST /api/leaderboards/5/score-key': () => {
        made += 1;
        if (made === 2) return errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database unavailable');
        current = { ...current, scoreKeyCreatedAt: '2025-03-04T09:30:00.000Z' };
        return ok({ scoreKey: made === 1 ? KEY : NEW_KEY, leaderboard: current });
      },
      'DELETE /api/leaderboards/5/score-key': () => {
        current = { ...current, scoreKeyCreatedAt: null };
        return ok(current);
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Top traders' });
    await user.click(within(item).getByRole('button', { name: 'Entries' }));
    const panel = await screen.findByLabelText('Entries of Top traders');
    await user.click(within(panel).getByRole('button', { name: /Post scores from your site/ }));
    const key = await within(panel).findByRole('group', { name: 'Score key' });
    expect(
      within(key).getByText('No score key yet: create one to post scores from your site.'),
    ).toBeVisible();
    // The example posts with a score key, never the API key.
    expect(within(panel).getByText(/"scoreKey":"<your score key>"/)).toBeVisible();

    await user.click(within(key).getByRole('button', { name: 'Create score key' }));
    expect(await within(key).findByText('Copy your score key now: it is not shown again.')).toBeVisible();
    expect(within(key).getByLabelText('Score key')).toHaveTextContent(KEY);
    expect(within(panel).getByText(new RegExp(`"scoreKey":"${KEY}"`))).toBeVisible();
    expect(within(key).getByRole('button', { name: 'Copy score key' })).toBeVisible();

    // A new key only after confirming; a failure says why and keeps the key shown.
    await user.click(within(key).getByRole('button', { name: 'Create a new key' }));
    let confirm = await dialogTitled('Create a new score key?');
    expect(
      within(confirm).getByText(
        "The current key stops working at once: your site's server must post with the new one.",
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Create a new key' }));
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    expect(within(key).getByLabelText('Score key')).toHaveTextContent(KEY);
    await user.click(within(key).getByRole('button', { name: 'Create a new key' }));
    confirm = await dialogTitled('Create a new score key?');
    await user.click(within(confirm).getByRole('button', { name: 'Create a new key' }));
    await waitFor(() => expect(within(key).getByLabelText('Score key')).toHaveTextContent(NEW_KEY));

    // Removed: the key goes, and Create comes back.
    await user.click(within(key).getByRole('button', { name: 'Remove score key' }));
    confirm = await dialogTitled('Remove the score key?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(key).findByRole('button', { name: 'Create score key' })).toBeVisible();
    expect(within(key).queryByLabelText('Score key')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'DELETE /api/leaderboards/5/score-key')).toHaveLength(1);
  });
});
