import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceSessionChanged, signOutEverywhereInPage } from '@suite/shared/react';
import { SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { productFixture } from '../test/fixtures';
import { emptyPage, errorBody, renderCommerceRouter } from '../test/render';
import { ProductCreateRoute } from '../routes/product-create';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const CREATE = '/u/account/commerce/products/create';
const SIGNED_OUT =
  'You are signed out. This page and its unsaved changes are kept here: log in again with the same account to save them.';
const NO_WALLET = 'No Wallet connected - Connect wallet to see apps associated with your account';
const CHECK_FAILED =
  'Your session could not be checked again. This page and its unsaved changes are kept here.';

type Answer = { status: number; body: unknown };

/** New product, with the session answered by whatever `session()` says at the time. */
function renderNewProduct(session: () => Answer) {
  return renderCommerceRouter([{ path: CREATE, element: <ProductCreateRoute /> }], [CREATE], {
    'GET /api/user/authenticated/account': () => session(),
    'GET /api/product-category': emptyPage(),
    'GET /api/product-collections': emptyPage(50),
    'POST /api/products': { status: 200, body: productFixture({ name: 'Hat' }) },
  });
}

describe('a back-office screen whose session ends under it', () => {
  it('keeps the form as typed when signed out elsewhere, and saves it once signed in again', async () => {
    const user = userEvent.setup();
    let session: Answer = { status: 200, body: SIGNED_IN_ACCOUNT };
    const { api } = renderNewProduct(() => session);
    await user.type(await screen.findByLabelText('Name'), 'Hat');

    // A logout in another tab (or the session expiring) ends the session.
    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByText(SIGNED_OUT)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Hat');
    expect(screen.queryByText(NO_WALLET)).not.toBeInTheDocument();

    // The same owner signs in again, here or in another tab: what was typed is saved.
    session = { status: 200, body: SIGNED_IN_ACCOUNT };
    act(() => announceSessionChanged());
    await waitFor(() => expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument());
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(api.calls).toContain('POST /api/products'));
  });

  it('keeps the form when the session cannot be checked again, with Retry above it', async () => {
    const user = userEvent.setup();
    let session: Answer = { status: 200, body: SIGNED_IN_ACCOUNT };
    renderNewProduct(() => session);
    await user.type(await screen.findByLabelText('Name'), 'Hat');

    session = errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy');
    act(() => announceSessionChanged());
    expect(await screen.findByText(CHECK_FAILED)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Hat');
  });

  it('asks a visitor who was never signed in to connect a wallet, with no form', async () => {
    renderNewProduct(() => errorBody(401, 'UNAUTHORIZED'));
    expect(await screen.findByText(NO_WALLET)).toBeVisible();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
