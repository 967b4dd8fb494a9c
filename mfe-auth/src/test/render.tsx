import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { OwnProfile } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { errorBody, fakeApi, SIGNED_IN_ACCOUNT } from '@suite/shared/testing';

type Answer = { status: number; body: unknown };

let origin = 0;

/**
 * Renders account UI as it runs in the page: suite providers around a signed-in session, a router,
 * and an API answering from the table. Each render gets its own API origin, so swr caches never mix.
 */
export function renderAccount(
  ui: ReactNode,
  answers: Record<string, Answer | ((request: Request) => Answer)> = {},
) {
  const api = fakeApi({
    'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT },
    ...answers,
  });
  origin += 1;
  const view = render(
    <SuiteProviders apiBaseUrl={`http://account-${origin}.test`}>
      <MemoryRouter initialEntries={['/u/account']}>{ui}</MemoryRouter>
    </SuiteProviders>,
  );
  return { ...view, api };
}

export const EMPTY_PROFILE: OwnProfile = {
  username: null,
  bio: null,
  nftProfile: null,
  createdOnSiteId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  storeProfile: {
    title: null,
    name: null,
    profileImageURL: null,
    backgroundImageURL: null,
    description: null,
    storeAccount: null,
  },
};

export { errorBody, SIGNED_IN_ACCOUNT };
