import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiErrorMessage } from '@suite/shared/client';
import { SuiteProviders } from './suite-providers';
import { useApiClient } from './api-client-context';
import { useSession } from './session';
import { errorBody, fakeApi, SIGNED_IN_ACCOUNT } from './test-api';

function SessionView() {
  const { account, error } = useSession();
  const client = useApiClient();
  let text = 'checking';
  if (error) text = `failed: ${apiErrorMessage(error)}`;
  else if (account === null) text = 'signed out';
  else if (account) text = `signed in as ${account.address}`;
  return (
    <>
      <p>{text}</p>
      <button type="button" onClick={() => void client.health().catch(() => undefined)}>
        Check health
      </button>
    </>
  );
}

describe('useSession', () => {
  it('marks the user signed out in the page when any call answers 401', async () => {
    const api = fakeApi({
      'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT },
      'GET /api/health': errorBody(401, 'UNAUTHORIZED'),
    });
    render(
      <SuiteProviders apiBaseUrl="http://session-401.test">
        <SessionView />
      </SuiteProviders>,
    );
    expect(await screen.findByText(`signed in as ${SIGNED_IN_ACCOUNT.address}`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check health' }));

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    // The 401 itself says so: the session is not asked for again.
    expect(api.calls.filter((call) => call === 'GET /api/user/authenticated/account')).toHaveLength(1);
  });

  it('keeps the session when a 401 refuses only what the call carried (a signature)', async () => {
    const api = fakeApi({
      'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT },
      'GET /api/health': {
        status: 401,
        body: {
          defined: false,
          code: 'UNAUTHORIZED',
          status: 401,
          message: 'Invalid or expired sign-in message',
          data: { reason: 'invalidSignIn' },
        },
      },
    });
    render(
      <SuiteProviders apiBaseUrl="http://session-401-signature.test">
        <SessionView />
      </SuiteProviders>,
    );
    expect(await screen.findByText(`signed in as ${SIGNED_IN_ACCOUNT.address}`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check health' }));

    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/health')).toHaveLength(1));
    // Give the 401 every chance to be (wrongly) read as the end of the session.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(`signed in as ${SIGNED_IN_ACCOUNT.address}`)).toBeInTheDocument();
  });

  it('reads a 401 of the session itself as signed out', async () => {
    fakeApi({ 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') });
    render(
      <SuiteProviders apiBaseUrl="http://session-none.test">
        <SessionView />
      </SuiteProviders>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('surfaces other failures instead of pretending the user is signed out', async () => {
    fakeApi({
      'GET /api/user/authenticated/account': errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database down'),
    });
    render(
      <SuiteProviders apiBaseUrl="http://session-500.test">
        <SessionView />
      </SuiteProviders>,
    );
    await waitFor(() => expect(screen.getByText('failed: Database down')).toBeInTheDocument());
  });
});
