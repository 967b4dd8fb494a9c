import { fireEvent, screen } from '@testing-library/react';
import type { PublicProfile } from '@suite/shared';
import { EMPTY_PROFILE, errorBody, renderAccount } from '../../test/render';
import { PublicProfileView } from './public-profile-view';

const STORE: PublicProfile = {
  username: 'dave',
  bio: 'Prints posters.',
  nftProfile: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  storeProfile: {
    ...EMPTY_PROFILE.storeProfile,
    title: 'Dave prints',
    profileImageURL: 'https://cdn.example.com/logo.png',
    backgroundImageURL: 'https://cdn.example.com/banner.png',
  },
};

describe('PublicProfileView', () => {
  it("shows the store's picture and background, and what else the store profile says", async () => {
    renderAccount(<PublicProfileView username="dave" />, {
      'GET /api/user/username/dave': { status: 200, body: STORE },
    });
    expect(await screen.findByRole('heading', { name: 'dave' })).toBeInTheDocument();
    expect(screen.getByText('Prints posters.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Store' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Store picture' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logo.png',
    );
    expect(screen.getByRole('img', { name: 'Store background' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/banner.png',
    );
    expect(screen.getByText('Dave prints')).toBeInTheDocument();
  });

  it('shows no store part when the store profile is empty', async () => {
    renderAccount(<PublicProfileView username="dave" />, {
      'GET /api/user/username/dave': {
        status: 200,
        body: { ...STORE, storeProfile: EMPTY_PROFILE.storeProfile },
      },
    });
    expect(await screen.findByRole('heading', { name: 'dave' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Store picture' })).not.toBeInTheDocument();
  });

  it('says when no user has the username', async () => {
    renderAccount(<PublicProfileView username="nobody" />, {
      'GET /api/user/username/nobody': errorBody(404, 'NOT_FOUND'),
    });
    expect(await screen.findByText('No user has this username')).toBeInTheDocument();
    // Reading again would answer the same.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the profile could not be loaded, and shows it once it loads', async () => {
    let failing = true;
    renderAccount(<PublicProfileView username="dave" />, {
      'GET /api/user/username/dave': () =>
        failing
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy')
          : { status: 200, body: STORE },
    });
    expect(await screen.findByText('The profile could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is busy')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'dave' })).toBeInTheDocument();
  });
});
