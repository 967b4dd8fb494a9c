import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EMPTY_PROFILE, errorBody, renderAccount } from '../../test/render';
import { SignOutCard } from '../wallets/sign-out-card';
import { ProfileCard } from './profile-card';
import { signOutAsksThenStays, signOutWithoutQuestion } from '../../test/sign-out-question';

describe('ProfileCard', () => {
  it("checks the username as it is typed and says 'This username is already taken'", async () => {
    const { api } = renderAccount(<ProfileCard profile={EMPTY_PROFILE} />, {
      'GET /api/user/username-exists/alice': { status: 200, body: { exists: true } },
      'GET /api/user/username-exists/alice_2': { status: 200, body: { exists: false } },
    });
    const input = screen.getByLabelText('Username');
    fireEvent.change(input, { target: { value: 'alice' } });
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();

    fireEvent.change(input, { target: { value: 'Alice_2' } });
    expect(await screen.findByText('This username is available')).toBeInTheDocument();
    // One request per settled value: the debounce does not ask for every key.
    expect(api.calls.filter((call) => call.startsWith('GET /api/user/username-exists/'))).toEqual([
      'GET /api/user/username-exists/alice',
      'GET /api/user/username-exists/alice_2',
    ]);
  });

  it('shows the field rule for an invalid username', async () => {
    renderAccount(<ProfileCard profile={EMPTY_PROFILE} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Must be at least 3 characters')).toBeInTheDocument();
  });

  it('puts a 409 from the save beside the username', async () => {
    renderAccount(<ProfileCard profile={EMPTY_PROFILE} />, {
      'GET /api/user/username-exists/bob_1': { status: 200, body: { exists: false } },
      'POST /api/user/upsert': errorBody(409, 'CONFLICT', 'This username is already taken'),
    });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'bob_1' } });
    expect(await screen.findByText('This username is available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  });

  it('links the public profile once a username is saved', async () => {
    renderAccount(<ProfileCard profile={{ ...EMPTY_PROFILE, username: 'carol' }} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '/u/carol' })).toHaveAttribute('href', '/u/carol'),
    );
  });
});

describe('ProfileCard’s unsaved changes', () => {
  it('make Sign out ask Leave without saving, until they are saved', async () => {
    const { api } = renderAccount(
      <>
        <ProfileCard profile={{ ...EMPTY_PROFILE, username: 'carol' }} />
        <SignOutCard />
      </>,
      {
        'POST /api/user/upsert': {
          status: 200,
          body: { ...EMPTY_PROFILE, username: 'carol', bio: 'Prints' },
        },
        'POST /api/user/logout': { status: 200, body: { ok: true } },
      },
    );
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'Prints' } });
    await signOutAsksThenStays(api.calls);

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    await signOutWithoutQuestion(api.calls);
  });
});
