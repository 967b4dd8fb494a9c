import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAccount, SIGNED_IN_ACCOUNT } from '../../test/render';
import { AccountMenu } from './account-menu';
import { UnsavedChanges } from '../../test/unsaved-changes';

function renderMenu(unsaved: boolean) {
  return renderAccount(
    <>
      {unsaved && <UnsavedChanges />}
      <AccountMenu address={SIGNED_IN_ACCOUNT.address} accountPath="/u/account" />
    </>,
    { 'POST /api/user/logout': { status: 200, body: { ok: true } } },
  );
}

async function chooseLogOut() {
  fireEvent.click(screen.getByRole('button', { name: /signed in as/ }));
  fireEvent.click(await screen.findByText('Log out'));
}

describe('the account menu', () => {
  it('asks Leave without saving before logging out of unsaved changes: Stay keeps the session, Leave logs out', async () => {
    const { api } = renderMenu(true);
    await chooseLogOut();
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Leave without saving');
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).not.toContain('POST /api/user/logout');

    await chooseLogOut();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(api.calls).toContain('POST /api/user/logout'));
  });

  it('logs out at once without unsaved changes', async () => {
    const { api } = renderMenu(false);
    await chooseLogOut();
    await waitFor(() => expect(api.calls).toContain('POST /api/user/logout'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
