import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceSessionChanged, signOutEverywhereInPage } from '@suite/shared/react';
import { SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { WidgetEditRoute } from '../routes/widget-edit';
import {
  dialogTitled,
  errorBody,
  ok,
  postedConfig,
  renderWidgetUi,
  widget,
  type Answer,
} from '../test/render';

jest.setTimeout(90_000);

const OTHER_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const CHECK_FAILED =
  'Your session could not be checked again. This page and its unsaved changes are kept here.';
const SIGNED_OUT =
  'You are signed out. This page and its unsaved changes are kept here: log in again with the same account to save them.';

/** The editor on General, with the session answered by whatever `session()` says at the time. */
function renderEditor(session: () => Answer) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=general',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/user/authenticated/account': () => session(),
      'GET /api/widget/by-owner/7': ok(widget()),
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
    },
  });
}

/** Types a new name on General: an unsaved change. */
async function renameTo(name: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(field);
  await user.type(field, name);
  expect(await screen.findByText('Unsaved changes')).toBeVisible();
}

/** Saves the widget as the owner does (Save, then Save in the dialog) and answers the name it sent. */
async function savedName(api: ReturnType<typeof renderEditor>['api']) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
  await dialogTitled('Changes saved');
  const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
  return postedConfig(upsert?.body).name;
}

describe('the editor of a signed-in owner', () => {
  it('stays with its unsaved changes when the session cannot be checked again, and says so with Retry', async () => {
    const user = userEvent.setup();
    let session = ok(SIGNED_IN_ACCOUNT);
    renderEditor(() => session);
    await renameTo('Night shop');

    // Back from another app, the check of the session meets a server hiccup.
    session = errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy');
    act(() => announceSessionChanged());
    const warning = (await screen.findByText(CHECK_FAILED)).closest<HTMLElement>('[role="alert"]');
    if (!warning) throw new Error('No warning');
    expect(within(warning).getByText('The database is busy')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Night shop');
    expect(screen.queryByText('Your session could not be checked')).not.toBeInTheDocument();

    session = ok(SIGNED_IN_ACCOUNT);
    await user.click(within(warning).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(CHECK_FAILED)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Night shop');
  });

  it('stays with its unsaved changes when signed out elsewhere, and saves them once signed in again', async () => {
    let session = ok(SIGNED_IN_ACCOUNT);
    const { api } = renderEditor(() => session);
    await renameTo('Night shop');

    // A logout in another tab (or the header's menu) ends the session.
    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByText(SIGNED_OUT)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Night shop');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(
      screen.queryByText('No Wallet connected - Connect wallet to see apps associated with your account'),
    ).not.toBeInTheDocument();

    // The same user signs in again, here or in another tab.
    session = ok(SIGNED_IN_ACCOUNT);
    act(() => announceSessionChanged());
    await waitFor(() => expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument());
    expect(await savedName(api)).toBe('Night shop');
  });

  it('keeps its unsaved changes when the owner signs in again with another of their wallets', async () => {
    const twoWallets = {
      ...SIGNED_IN_ACCOUNT,
      user: {
        ...SIGNED_IN_ACCOUNT.user,
        addresses: [...SIGNED_IN_ACCOUNT.user.addresses, OTHER_ADDRESS.toLowerCase()],
      },
    };
    let session = ok(twoWallets);
    const { api } = renderEditor(() => session);
    await renameTo('Night shop');

    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByText(SIGNED_OUT)).toBeVisible();

    // The same user, signed in with their other wallet: every read of the page is asked again.
    session = ok({ ...twoWallets, address: OTHER_ADDRESS });
    act(() => announceSessionChanged());
    await waitFor(() => expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.calls.filter((call) => call.route === 'GET /api/widget/by-owner/7')).toHaveLength(2),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Night shop');
    expect(await savedName(api)).toBe('Night shop');
  });

  it("shows another user who signs in their own widget, not the previous user's changes", async () => {
    let session = ok(SIGNED_IN_ACCOUNT);
    renderEditor(() => session);
    await renameTo('Night shop');

    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByText(SIGNED_OUT)).toBeVisible();

    // Someone else signs in on this computer with their wallet.
    session = ok({
      address: OTHER_ADDRESS,
      user: { ...SIGNED_IN_ACCOUNT.user, id: 'user-2', addresses: [OTHER_ADDRESS.toLowerCase()] },
    });
    act(() => announceSessionChanged());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('My shop'));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument();
  });

  it('asks to connect a wallet on a first visit signed out, as before', async () => {
    renderEditor(() => errorBody(401, 'UNAUTHORIZED'));
    expect(
      await screen.findByText(
        'No Wallet connected - Connect wallet to see apps associated with your account',
      ),
    ).toBeVisible();
    expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument();
  });
});
