import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, ok, pending, renderInSite, type Answer } from '../../test/render-in-site';
import { RankingEditor } from './editor';
import { RankingRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

function board(id: number, title = `Board ${id}`, description = '') {
  return { id, siteId: 7, title, description, createdAt: '2025-03-01T10:00:00.000Z' };
}

function renderEditor(answers: Parameters<typeof renderInSite>[1], data?: Record<string, unknown>) {
  const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  const view = renderInSite(<RankingEditor data={data} {...handlers} />, answers);
  return { ...view, ...handlers, user: userEvent.setup({ delay: null }) };
}

describe('RankingEditor', () => {
  it('shows five skeleton rows while the leaderboards load', async () => {
    renderEditor({ 'GET /api/leaderboards': () => pending() });
    const loading = await screen.findByRole('status', { name: 'Loading leaderboards' });
    expect(loading.querySelectorAll('.ant-skeleton')).toHaveLength(5);
  });

  it('says so when the site has no leaderboards, and keeps Save disabled', async () => {
    renderEditor({ 'GET /api/leaderboards': ok({ data: [], total: 0 }) });
    expect(await screen.findByText("You don't have any leaderboards yet")).toBeInTheDocument();
    expect(screen.getByText('Please, create a leaderboard to start using it here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('lists the site’s leaderboards in pages of 10 and saves the chosen one', async () => {
    const { api, user, onSave, onChange } = renderEditor({
      'GET /api/leaderboards': (url) => {
        const page = Number(url.searchParams.get('page'));
        const boards =
          page === 0
            ? Array.from({ length: 10 }, (_, index) => board(index + 1))
            : [board(11), board(12, 'Top traders', 'By volume')];
        return ok({ data: boards, total: 12 });
      },
      'GET /api/sites/7/public/leaderboards/12': ok(board(12, 'Top traders', 'By volume')),
    });
    expect(await screen.findByRole('button', { name: 'Board 1' })).toBeInTheDocument();
    expect(api.calls()).toContain('/api/leaderboards?siteId=7&page=0&pageSize=10');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    const chosen = await screen.findByRole('button', { name: /Top traders/ });
    expect(api.calls()).toContain('/api/leaderboards?siteId=7&page=1&pageSize=10');
    expect(chosen).toHaveAttribute('aria-pressed', 'false');
    await user.click(chosen);
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith({ title: '', rankingId: 12 });
    await waitFor(() => expect(screen.getByText(/^Chosen:/)).toHaveTextContent('Chosen: Top traders'));

    await user.type(screen.getByLabelText('Title'), 'Champions');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ title: 'Champions', rankingId: 12 });
  });

  it('searches by the text typed, once typing stops', async () => {
    const { api, user } = renderEditor({
      'GET /api/leaderboards': (url) =>
        url.searchParams.get('q') === 'vol'
          ? ok({ data: [board(3, 'Volume kings')], total: 1 })
          : ok({ data: [board(1), board(2)], total: 2 }),
    });
    await screen.findByRole('button', { name: 'Board 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search leaderboards' }), 'vol');
    expect(await screen.findByRole('button', { name: 'Volume kings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Board 1' })).not.toBeInTheDocument();
    expect(api.calls().filter((call) => call.includes('q='))).toEqual([
      '/api/leaderboards?siteId=7&page=0&pageSize=10&q=vol',
    ]);
  });

  it("shows the API's error with Retry", async () => {
    let fail = true;
    const { user } = renderEditor({
      'GET /api/leaderboards': () =>
        fail
          ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database unavailable')
          : ok({ data: [board(1)], total: 1 }),
    });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Board 1' })).toBeInTheDocument();
  });
});

function entry(id: number, rank: number, address: string, score: number) {
  return { id, rank, address, score, scoredAt: '2025-03-02T10:00:00.000Z' };
}

const ENTRIES = 'GET /api/sites/7/public/leaderboards/12/entries';

describe('RankingRenderer', () => {
  it("shows the section title and the site's leaderboard", async () => {
    renderInSite(<RankingRenderer data={{ title: 'Champions', rankingId: 12 }} />, {
      'GET /api/sites/7/public/leaderboards/12': ok(board(12, 'Top traders', 'By volume this month')),
      [ENTRIES]: ok({ data: [], total: 0 }),
    });
    const section = screen.getByRole('region', { name: 'Champions' });
    expect(within(section).getByRole('heading', { name: 'Champions' })).toBeInTheDocument();
    expect(await within(section).findByRole('heading', { name: 'Top traders' })).toBeInTheDocument();
    expect(within(section).getByText('By volume this month')).toBeInTheDocument();
  });

  it('shows the top entries with rank, short wallet and score, and pages through them', async () => {
    const first = [
      entry(1, 1, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1200),
      entry(2, 1, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 1200),
      entry(3, 3, '0x90F79bf6EB2c4f870365E785982E1f101E93b906', 87.25),
    ];
    const user = userEvent.setup({ delay: null });
    const { api } = renderInSite(<RankingRenderer data={{ title: 'Champions', rankingId: 12 }} />, {
      'GET /api/sites/7/public/leaderboards/12': ok(board(12, 'Top traders')),
      [ENTRIES]: (url) =>
        url.searchParams.get('page') === '1'
          ? ok({ data: [entry(11, 11, '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', 2)], total: 11 })
          : ok({ data: first, total: 11 }),
    });
    const table = await screen.findByRole('table', { name: 'Scores of Top traders' });
    await within(table).findByText('0x7099…79C8');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', '0x7099…79C8', '1,200'],
      ['1', '0x3C44…93BC', '1,200'],
      ['3', '0x90F7…b906', '87.25'],
    ]);
    expect(api.calls()).toContain('/api/sites/7/public/leaderboards/12/entries?page=0&pageSize=10');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('0x15d3…6A65')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '11' })).toBeInTheDocument();
  });

  it('says No scores yet for a leaderboard without entries, and shows a loading state first', async () => {
    let answer: () => Answer | Promise<Answer> = () => pending();
    renderInSite(<RankingRenderer data={{ title: '', rankingId: 12 }} />, {
      'GET /api/sites/7/public/leaderboards/12': ok(board(12, 'Top traders')),
      [ENTRIES]: () => answer(),
    });
    expect(await screen.findByRole('status', { name: 'Loading scores' })).toBeInTheDocument();
    answer = () => ok({ data: [], total: 0 });
    cleanup();
    renderInSite(<RankingRenderer data={{ title: '', rankingId: 12 }} />, {
      'GET /api/sites/7/public/leaderboards/12': ok(board(12, 'Top traders')),
      [ENTRIES]: () => answer(),
    });
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
  });

  it("shows the scores' error with Retry", async () => {
    let fail = true;
    renderInSite(<RankingRenderer data={{ title: '', rankingId: 12 }} />, {
      'GET /api/sites/7/public/leaderboards/12': ok(board(12, 'Top traders')),
      [ENTRIES]: () =>
        fail
          ? errorBody(429, 'TOO_MANY_REQUESTS', 'Too many requests from this address: try again in 5 s')
          : ok({ data: [entry(1, 1, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 3)], total: 1 }),
    });
    expect(
      await screen.findByText('Too many requests from this address: try again in 5 s'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0x7099…79C8')).toBeInTheDocument();
  });

  it('says when the leaderboard no longer exists (404), with no Retry that could not help', async () => {
    renderInSite(<RankingRenderer data={{ title: '', rankingId: 5 }} />, {
      'GET /api/sites/7/public/leaderboards/5': errorBody(404, 'NOT_FOUND', 'Leaderboard not found'),
    });
    expect(await screen.findByText('This leaderboard no longer exists.')).toBeInTheDocument();
    expect(screen.queryByText('This leaderboard could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says why the leaderboard cannot be read otherwise, with a Retry that reads it again', async () => {
    let fail = true;
    renderInSite(<RankingRenderer data={{ title: '', rankingId: 5 }} />, {
      'GET /api/sites/7/public/leaderboards/5': () =>
        fail ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database unavailable') : ok(board(5, 'Top traders')),
      'GET /api/sites/7/public/leaderboards/5/entries': ok({ data: [], total: 0 }),
    });
    expect(await screen.findByText('This leaderboard could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Top traders' })).toBeInTheDocument();
  });

  it('says what is missing before a leaderboard is chosen', () => {
    renderInSite(<RankingRenderer data={{ title: 'x', rankingId: null }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
    expect(screen.getByText('Leaderboard: Choose a leaderboard')).toBeInTheDocument();
  });
});
