import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAccount } from '../../test/render';
import { SignOutCard } from './sign-out-card';
import { UnsavedChanges } from '../../test/unsaved-changes';

function renderCard(unsaved: boolean) {
  return renderAccount(
    <>
      {unsaved && <UnsavedChanges />}
      <SignOutCard />
    </>,
    {
      'POST /api/user/logout': { status: 200, body: { ok: true } },
      'POST /api/user/logout-all': { status: 200, body: { ok: true } },
    },
  );
}

/** The dialog that says `text`. */
async function dialogSaying(text: string): Promise<HTMLElement> {
  const dialog = (await screen.findAllByRole('dialog')).find((found) => found.textContent?.includes(text));
  if (!dialog) throw new Error(`No dialog says ${text}`);
  return dialog;
}

describe('the Sessions card', () => {
  it('asks Leave without saving before signing out of unsaved changes: Stay keeps the session, Leave signs out', async () => {
    const { api } = renderCard(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(await dialogSaying('Leave without saving')).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).not.toContain('POST /api/user/logout');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(
      within(await dialogSaying('Leave without saving')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(api.calls).toContain('POST /api/user/logout'));
  });

  it('asks Leave without saving before Sign out everywhere asks its own question', async () => {
    const { api } = renderCard(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(
      within(await dialogSaying('Leave without saving')).getByRole('button', { name: 'Leave' }),
    );
    const everywhere = await dialogSaying('Sign out everywhere?');
    expect(api.calls).not.toContain('POST /api/user/logout-all');
    fireEvent.click(within(everywhere).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(api.calls).toContain('POST /api/user/logout-all'));
  });

  it('signs out at once without unsaved changes', async () => {
    const { api } = renderCard(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.calls).toContain('POST /api/user/logout'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
