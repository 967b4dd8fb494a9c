import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useApiResource } from './api-resource';
import { useResourceKey } from './resource-keys';
import { announceSessionChanged, logOutHere, signOutEverywhereInPage } from './session';
import { SignedInPage } from './signed-in-page';
import { SuiteProviders } from './suite-providers';
import { errorBody, fakeApi, SIGNED_IN_ACCOUNT } from './test-api';

const OTHER_WALLET = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const TWO_WALLETS = {
  ...SIGNED_IN_ACCOUNT,
  user: { ...SIGNED_IN_ACCOUNT.user, addresses: [...SIGNED_IN_ACCOUNT.user.addresses, OTHER_WALLET] },
};

/** Each read of an item answers when the test says, with the item and the wallet it was read for. */
const answers: { key: string; answer: (text: string) => void }[] = [];

function answer(id: number, wallet: string) {
  const found = answers.find((entry) => entry.key === `${id}:${wallet.toLowerCase()}`);
  if (!found) throw new Error(`No read of item ${id} for ${wallet}`);
  act(() => found.answer(`item ${id} for ${wallet.toLowerCase()}`));
}

function Item({ id }: { id: number }) {
  const key = useResourceKey('test', 'item', id);
  const { data } = useApiResource(key, () => {
    const wallet = String(key?.[2]).toLowerCase();
    return new Promise<string>((resolve) => answers.push({ key: `${id}:${wallet}`, answer: resolve }));
  });
  return <p>{data ?? 'loading'}</p>;
}

function Page() {
  const [id, setId] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setId(2)}>
        Next item
      </button>
      <Item id={id} />
    </>
  );
}

describe('SignedInPage', () => {
  it('answers a read from its last answer only for the same item under another wallet of the user', async () => {
    let session: { status: number; body: unknown } = { status: 200, body: TWO_WALLETS };
    fakeApi({ 'GET /api/user/authenticated/account': () => session });
    render(
      <SuiteProviders apiBaseUrl="http://kept-reads.test">
        <SignedInPage firstCheck={(check) => <p>{check.status}</p>}>{() => <Page />}</SignedInPage>
      </SuiteProviders>,
    );
    await screen.findByText('loading');
    answer(1, SIGNED_IN_ACCOUNT.address);
    expect(await screen.findByText(`item 1 for ${SIGNED_IN_ACCOUNT.address.toLowerCase()}`)).toBeVisible();

    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are signed out.');
    expect(screen.getByText(`item 1 for ${SIGNED_IN_ACCOUNT.address.toLowerCase()}`)).toBeVisible();

    // Signed in again with the user's other wallet: the item is read again, shown as it was meanwhile.
    session = { status: 200, body: { ...TWO_WALLETS, address: OTHER_WALLET } };
    act(() => announceSessionChanged());
    await act(async () => {
      while (!answers.some((entry) => entry.key === `1:${OTHER_WALLET}`)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(screen.getByText(`item 1 for ${SIGNED_IN_ACCOUNT.address.toLowerCase()}`)).toBeVisible();
    answer(1, OTHER_WALLET);
    expect(await screen.findByText(`item 1 for ${OTHER_WALLET}`)).toBeVisible();

    // Another item is never shown from the last one's answer.
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    expect(await screen.findByText('loading')).toBeVisible();
  });

  it('keeps the page through a sign-out elsewhere, and leaves it on a logout asked for here', async () => {
    fakeApi({ 'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT } });
    render(
      <SuiteProviders apiBaseUrl="http://left-here.test">
        <SignedInPage firstCheck={(check) => <p>{check.status}</p>}>{() => <p>the page</p>}</SignedInPage>
      </SuiteProviders>,
    );
    expect(await screen.findByText('the page')).toBeVisible();

    act(() => signOutEverywhereInPage());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are signed out.');
    expect(screen.getByText('the page')).toBeVisible();

    act(() => announceSessionChanged());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await act(() => logOutHere(async () => signOutEverywhereInPage()));
    expect(await screen.findByText('signed-out')).toBeVisible();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('says the session ended once when a signed-in page holds another (the back office in the editor)', async () => {
    let session: { status: number; body: unknown } = { status: 200, body: SIGNED_IN_ACCOUNT };
    fakeApi({ 'GET /api/user/authenticated/account': () => session });
    render(
      <SuiteProviders apiBaseUrl="http://nested-pages.test">
        <SignedInPage firstCheck={(check) => <p>{check.status}</p>}>
          {() => (
            <SignedInPage firstCheck={(check) => <p>inner {check.status}</p>}>
              {() => <p>The inner page</p>}
            </SignedInPage>
          )}
        </SignedInPage>
      </SuiteProviders>,
    );
    expect(await screen.findByText('The inner page')).toBeVisible();
    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(
      await screen.findByText(
        'You are signed out. This page and its unsaved changes are kept here: log in again with the same account to save them.',
      ),
    ).toBeVisible();
    expect(screen.getAllByText(/You are signed out/)).toHaveLength(1);
    expect(screen.getByText('The inner page')).toBeVisible();
    act(() => announceSessionChanged());
  });
});
