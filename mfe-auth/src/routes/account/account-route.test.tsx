import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { announceSessionChanged, signOutEverywhereInPage } from '@suite/shared/react';
import { EMPTY_PROFILE, errorBody, renderAccount, SIGNED_IN_ACCOUNT } from '../../test/render';
import { AccountRoute } from '.';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

type Answer = { status: number; body: unknown };

const SIGNED_OUT =
  'You are signed out. This page and its unsaved changes are kept here: log in again with the same account to save them.';
const CHECK_FAILED =
  'Your session could not be checked again. This page and its unsaved changes are kept here.';

function renderRoute(session: () => Answer) {
  return renderAccount(<AccountRoute />, {
    'GET /api/user/authenticated/account': () => session(),
    'GET /api/user/profile': { status: 200, body: { ...EMPTY_PROFILE, username: 'dave' } },
  });
}

/** The alert that says `title`. */
function alertTitled(title: string): HTMLElement {
  const alert = screen.getByText(title).closest('[role="alert"]');
  if (!(alert instanceof HTMLElement)) throw new Error(`No alert says ${title}`);
  return alert;
}

/** Types a store title: an unsaved change. */
async function typeTitle() {
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Dave’s prints' } });
}

describe('the account page', () => {
  it('keeps what is typed when the session ends elsewhere, and says so', async () => {
    let session: Answer = { status: 200, body: SIGNED_IN_ACCOUNT };
    renderRoute(() => session);
    await typeTitle();

    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByText(SIGNED_OUT)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Dave’s prints');
    expect(
      screen.queryByText('Connect your wallet and sign the message to see your account.'),
    ).not.toBeInTheDocument();

    session = { status: 200, body: SIGNED_IN_ACCOUNT };
    act(() => announceSessionChanged());
    await waitFor(() => expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Dave’s prints');
  });

  it('keeps what is typed when the session cannot be checked again, with Retry', async () => {
    let session: Answer = { status: 200, body: SIGNED_IN_ACCOUNT };
    renderRoute(() => session);
    await typeTitle();

    session = errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy');
    act(() => announceSessionChanged());
    expect(await screen.findByText(CHECK_FAILED)).toBeInTheDocument();
    expect(screen.getByText('The database is busy')).toBeInTheDocument();
    expect(screen.queryByText('Your account could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Dave’s prints');

    session = { status: 200, body: SIGNED_IN_ACCOUNT };
    fireEvent.click(within(alertTitled(CHECK_FAILED)).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(CHECK_FAILED)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Dave’s prints');
  });

  it('leaves the page as on a first visit when the user signs out on it, after Leave without saving', async () => {
    let session: Answer = { status: 200, body: SIGNED_IN_ACCOUNT };
    renderAccount(<AccountRoute />, {
      'GET /api/user/authenticated/account': () => session,
      'GET /api/user/profile': { status: 200, body: EMPTY_PROFILE },
      'POST /api/user/logout': () => {
        session = errorBody(401, 'UNAUTHORIZED');
        return { status: 200, body: { ok: true } };
      },
    });
    await typeTitle();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Leave without saving');
    fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByText('Connect your wallet and sign the message to see your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument();
  });

  it('signs out at once while nothing on it is unsaved', async () => {
    let session: Answer = { status: 200, body: SIGNED_IN_ACCOUNT };
    renderAccount(<AccountRoute />, {
      'GET /api/user/authenticated/account': () => session,
      'GET /api/user/profile': { status: 200, body: { ...EMPTY_PROFILE, username: 'dave' } },
      'GET /api/onchain/chains': { status: 200, body: { chainIds: [31337] } },
      'POST /api/user/logout': () => {
        session = errorBody(401, 'UNAUTHORIZED');
        return { status: 200, body: { ok: true } };
      },
    });
    // Every card is there, the NFT card on the chain it starts on.
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    expect(await screen.findByText('Local chain (testnet)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByText('Connect your wallet and sign the message to see your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving')).not.toBeInTheDocument();
  });

  it('offers Retry when the profile or the claim could not be loaded, and shows them once they load', async () => {
    let failing = true;
    const answer = (body: unknown) => () =>
      failing ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy') : { status: 200, body };
    renderAccount(<AccountRoute />, {
      'GET /api/user/profile': answer({ ...EMPTY_PROFILE, username: 'dave' }),
      'GET /api/campaign/claim/1': answer({ claimed: false, credits: '5', refusal: null }),
    });
    for (const title of ['Your profile could not be loaded', 'The claim could not be loaded']) {
      await screen.findByText(title);
      expect(within(alertTitled(title)).getByText('The database is busy')).toBeInTheDocument();
    }

    failing = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(retry);
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The claim could not be loaded')).not.toBeInTheDocument());
    expect(screen.queryByText('Your profile could not be loaded')).not.toBeInTheDocument();
  });

  it('asks to sign in on a first visit signed out, as before', async () => {
    renderRoute(() => errorBody(401, 'UNAUTHORIZED'));
    expect(
      await screen.findByText('Connect your wallet and sign the message to see your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument();
  });
});
