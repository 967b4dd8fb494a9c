import { act, screen } from '@testing-library/react';
import { errorBody, ok, renderInSite, type Answer } from '../test/render-in-site';
import { useSiteLeaderboard } from './site-content';

jest.setTimeout(30_000);

const LEADERBOARD = '/api/sites/7/public/leaderboards/5';

function Reader() {
  const { data, error } = useSiteLeaderboard('7', 5);
  if (error) return <p>failed</p>;
  return <p>{data ? data.title : 'loading'}</p>;
}

/** Renders a reader of leaderboard 5 answered with `answer`, lets ten minutes pass, and counts its reads. */
async function readsInTenMinutes(answer: Answer): Promise<number> {
  jest.useFakeTimers();
  const { api } = renderInSite(<Reader />, { [`GET ${LEADERBOARD}`]: answer });
  await act(() => jest.advanceTimersByTimeAsync(600_000));
  expect(screen.getByText('failed')).toBeInTheDocument();
  return api.calls().filter((call) => call === LEADERBOARD).length;
}

afterEach(() => jest.useRealTimers());

describe("the public reads of a site's sections", () => {
  it('never ask again by themselves for a record the API does not have (404)', async () => {
    expect(await readsInTenMinutes(errorBody(404, 'NOT_FOUND', 'Leaderboard not found'))).toBe(1);
  });

  it('ask again by themselves a few times after a server failure, then stop', async () => {
    expect(await readsInTenMinutes(errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database unavailable'))).toBe(4);
  });

  it('read what the API answers', async () => {
    renderInSite(<Reader />, {
      [`GET ${LEADERBOARD}`]: ok({
        id: 5,
        title: 'Top traders',
        description: '',
        createdAt: '2025-03-02T10:00:00.000Z',
      }),
    });
    expect(await screen.findByText('Top traders')).toBeInTheDocument();
  });
});
