import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OwnProfile } from '@suite/shared';
import { EMPTY_PROFILE, renderAccount } from '../../test/render';
import { AccountProfileCards } from './account-profile-cards';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('the account profile cards', () => {
  it('keep what is typed in one card while another saves and the profile is read again', async () => {
    let profile: OwnProfile = EMPTY_PROFILE;
    const saved: unknown[] = [];
    renderAccount(<AccountProfileCards />, {
      'GET /api/user/profile': () => ({ status: 200, body: profile }),
      'GET /api/user/username-exists/dave': { status: 200, body: { exists: false } },
      'POST /api/user/upsert': (request) => {
        saved.push(request.clone().json());
        profile = { ...profile, username: 'dave' };
        return { status: 200, body: profile };
      },
    });
    // A new user starts on the store profile, which waits for a username.
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Dave’s prints' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Posters and cards' } });
    expect(screen.getByRole('button', { name: 'Save store profile' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'dave' } });
    expect(await screen.findByText('This username is available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Choose a username above first: the store profile is saved with it.'),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save store profile' })).toBeEnabled());
    expect(screen.getByLabelText('Title')).toHaveValue('Dave’s prints');
    expect(screen.getByLabelText('Description')).toHaveValue('Posters and cards');

    fireEvent.click(screen.getByRole('button', { name: 'Save store profile' }));
    expect(await screen.findByText('Store profile saved')).toBeInTheDocument();
    expect(await saved[1]).toMatchObject({
      username: 'dave',
      title: 'Dave’s prints',
      description: 'Posters and cards',
    });
    // Saved, the card has nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save store profile' })).toBeDisabled());
  });
});
