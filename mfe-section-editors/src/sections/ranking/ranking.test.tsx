import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, ok, pending, renderInSite } from '../../test/render-in-site';
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
    expect(
      await screen.findByRole('button', { name: 'Volume kings' }, { timeout: 3000 }),
    ).toBeInTheDocument();
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

describe('RankingRenderer', () => {
  it("shows the section title and the site's leaderboard", async () => {
    renderInSite(<RankingRenderer data={{ title: 'Champions', rankingId: 12 }} />, {
      'GET /api/sites/7/public/leaderboards/12': ok(board(12, 'Top traders', 'By volume this month')),
    });
    const section = screen.getByRole('region', { name: 'Champions' });
    expect(within(section).getByRole('heading', { name: 'Champions' })).toBeInTheDocument();
    expect(await within(section).findByRole('heading', { name: 'Top traders' })).toBeInTheDocument();
    expect(within(section).getByText('By volume this month')).toBeInTheDocument();
  });

  it('says why when the leaderboard cannot be read', async () => {
    renderInSite(<RankingRenderer data={{ title: '', rankingId: 5 }} />, {
      'GET /api/sites/7/public/leaderboards/5': errorBody(404, 'NOT_FOUND', 'Leaderboard not found'),
    });
    expect(await screen.findByText('Leaderboard not found')).toBeInTheDocument();
  });

  it('says what is missing before a leaderboard is chosen', () => {
    renderInSite(<RankingRenderer data={{ title: 'x', rankingId: null }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
    expect(screen.getByText('rankingId: Choose a leaderboard')).toBeInTheDocument();
  });
});
