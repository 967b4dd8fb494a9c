import { fireEvent, screen, waitFor } from '@testing-library/react';
import { invalidInputBody, UPLOADED_IMAGE } from '@suite/shared/testing';
import { EMPTY_PROFILE, errorBody, renderAccount } from '../../test/render';
import { SignOutCard } from '../wallets/sign-out-card';
import { StoreProfileCard } from './store-profile-card';
import { signOutAsksThenStays, signOutWithoutQuestion } from '../../test/sign-out-question';

const PROFILE = { ...EMPTY_PROFILE, username: 'dave' };

describe('StoreProfileCard', () => {
  it('refuses a store account that is not 0x and 40 hex characters, beside the field', async () => {
    const { api } = renderAccount(<StoreProfileCard profile={PROFILE} />);
    fireEvent.change(screen.getByLabelText('Store account'), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save store profile' }));
    expect(
      await screen.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/user/upsert');
  });

  it("shows the server's 400 field errors beside their fields", async () => {
    renderAccount(<StoreProfileCard profile={PROFILE} />, {
      'POST /api/user/upsert': invalidInputBody({ profileImageURL: 'Must be a URL' }),
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My store' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save store profile' }));
    expect(await screen.findByText('Must be a URL')).toBeInTheDocument();
  });

  it('saves with the username, and needs one first', async () => {
    renderAccount(<StoreProfileCard profile={EMPTY_PROFILE} />, {
      'POST /api/user/upsert': errorBody(500, 'INTERNAL_SERVER_ERROR'),
    });
    expect(
      screen.getByText('Choose a username above first: the store profile is saved with it.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My store' } });
    expect(screen.getByRole('button', { name: 'Save store profile' })).toBeDisabled();
  });

  it("takes the background image picked from the owner's images, and saves its address", async () => {
    let saved: Request | undefined;
    renderAccount(<StoreProfileCard profile={PROFILE} />, {
      'GET /api/images': {
        status: 200,
        body: { items: [UPLOADED_IMAGE], totalItems: 1, currentPage: 0, pageSize: 20 },
      },
      'POST /api/user/upsert': (request) => {
        saved = request.clone();
        return { status: 200, body: { ...PROFILE, storeProfile: { ...PROFILE.storeProfile } } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose image: Background image URL' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use sky.png' }));
    const address = /^http:\/\/account-\d+\.test\/api\/uploads\/abc\.png$/;
    expect(await screen.findByDisplayValue(address)).toBe(screen.getByLabelText('Background image URL'));
    expect(screen.getByLabelText('Profile image URL')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Save store profile' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(await saved?.json()).toMatchObject({
      username: 'dave',
      backgroundImageURL: expect.stringMatching(address),
      profileImageURL: null,
    });
  });
});

describe('StoreProfileCard’s unsaved changes', () => {
  it('make Sign out ask Leave without saving, until they are saved', async () => {
    const { api } = renderAccount(
      <>
        <StoreProfileCard profile={PROFILE} />
        <SignOutCard />
      </>,
      {
        'POST /api/user/upsert': {
          status: 200,
          body: { ...PROFILE, storeProfile: { ...PROFILE.storeProfile, title: 'My store' } },
        },
        'POST /api/user/logout': { status: 200, body: { ok: true } },
      },
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My store' } });
    await signOutAsksThenStays(api.calls);

    fireEvent.click(screen.getByRole('button', { name: 'Save store profile' }));
    expect(await screen.findByText('Store profile saved')).toBeInTheDocument();
    await signOutWithoutQuestion(api.calls);
  });
});
