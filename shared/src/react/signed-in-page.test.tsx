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

/** An item read; `laggy` shows the last item's answer while the next one loads, as the lists do. */
function Item({ id, laggy }: { id: number; laggy: boolean }) {
  const key = useResourceKey('test', 'item', id);
  const { data, isLoading } = useApiResource(
    key,
    () => {
      const wallet = String(key?.[2]).toLowerCase();
      return new Promise<string>((resolve) => answers.push({ key: `${id}:${wallet}`, answer: resolve }));
    },
    { keepPreviousData: laggy },
  );
  return <p>{isLoading ? 'loading' : (data ?? 'no answer')}</p>;
}

function Page({ laggy = false }: { laggy?: boolean }) {
  const [id, setId] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setId(2)}>
        Next item
      </button>
      <button type="button" onClick={() => setId(1)}>
        First item
      </button>
      <Item id={id} laggy={laggy} />
      <Item id={id} laggy={laggy} />
    </>
  );
}

describe('SignedInPage', () => {
  beforeEach(() => {
    answers.length = 0;
  });

  it('answers a read from its last answer only for the same item under another wallet of the user', async () => {
    let session: { status: number; body: unknown } = { status: 200, body: TWO_WALLETS };
    fakeApi({ 'GET /api/user/authenticated/account': () => session });
    render(
      <SuiteProviders apiBaseUrl="http://kept-reads.test">
        <SignedInPage firstCheck={(check) => <p>{check.status}</p>}>{() => <Page />}</SignedInPage>
      </SuiteProviders>,
    );
    await screen.findAllByText('loading');
    answer(1, SIGNED_IN_ACCOUNT.address);
    expect(await screen.findAllByText(`item 1 for ${SIGNED_IN_ACCOUNT.address.toLowerCase()}`)).toHaveLength(
      2,
    );

    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are signed out.');
    expect(screen.getAllByText(`item 1 for ${SIGNED_IN_ACCOUNT.address.toLowerCase()}`)).toHaveLength(2);

    // Signed in again with the user's other wallet: the item is read again, shown as it was meanwhile.
    session = { status: 200, body: { ...TWO_WALLETS, address: OTHER_WALLET } };
    act(() => announceSessionChanged());
    await act(async () => {
      while (!answers.some((entry) => entry.key === `1:${OTHER_WALLET}`)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(screen.getAllByText(`item 1 for ${SIGNED_IN_ACCOUNT.address.toLowerCase()}`)).toHaveLength(2);
    answer(1, OTHER_WALLET);
    expect(await screen.findAllByText(`item 1 for ${OTHER_WALLET}`)).toHaveLength(2);

    // Another item is never shown from the last one's answer.
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    expect(await screen.findAllByText('loading')).toHaveLength(2);
  });

  it('answers no other read from a kept one while signed out, and asks each read once signed in again', async () => {
    let session: { status: number; body: unknown } = { status: 200, body: SIGNED_IN_ACCOUNT };
    fakeApi({ 'GET /api/user/authenticated/account': () => session });
    const wallet = SIGNED_IN_ACCOUNT.address.toLowerCase();
    render(
      <SuiteProviders apiBaseUrl="http://signed-out-reads.test">
        <SignedInPage firstCheck={(check) => <p>{check.status}</p>}>{() => <Page laggy />}</SignedInPage>
      </SuiteProviders>,
    );
    await screen.findAllByText('loading');
    answer(1, SIGNED_IN_ACCOUNT.address);
    expect(await screen.findAllByText(`item 1 for ${wallet}`)).toHaveLength(2);

    session = errorBody(401, 'UNAUTHORIZED');
    act(() => signOutEverywhereInPage());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are signed out.');
    const asked = answers.length;
    // Another item, asked for while signed out, loads until the session is back: never item 1's answer
    // (which a list shows while its next search loads, signed in).
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    expect(await screen.findAllByText('loading')).toHaveLength(2);
    expect(screen.queryByText(`item 1 for ${wallet}`)).not.toBeInTheDocument();
    // The item read before answers as it did.
    fireEvent.click(screen.getByRole('button', { name: 'First item' }));
    expect(await screen.findAllByText(`item 1 for ${wallet}`)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    expect(await screen.findAllByText('loading')).toHaveLength(2);
    expect(answers).toHaveLength(asked);

    // Signed in again: the item waiting is asked, once for the two reads that hold it.
    session = { status: 200, body: SIGNED_IN_ACCOUNT };
    act(() => announceSessionChanged());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(answers.filter((entry) => entry.key === `2:${wallet}`)).toHaveLength(1));
    answer(2, SIGNED_IN_ACCOUNT.address);
    expect(await screen.findAllByText(`item 2 for ${wallet}`)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers.filter((entry) => entry.key === `2:${wallet}`)).toHaveLength(1);
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
