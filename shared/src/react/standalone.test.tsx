import { fireEvent, render, screen, within } from '@testing-library/react';
import { VERSION_DRAW_KEY } from '@suite/shared';
import type { AccountAreaProps } from '../mount-props';
import type { FederationRuntime } from './remote-loader';
import { SignInPrompt, useSignInOpener } from './sign-in-request';
import { StandaloneAccountArea } from './standalone';
import { readStandaloneApi } from './standalone-auth';

/** mfe_auth's account area: its Account link, and the login button the prompts start. */
function FakeAccountArea({ accountPath }: AccountAreaProps) {
  useSignInOpener(() => undefined, false);
  return <a href={accountPath}>Account</a>;
}

/** The page's `/remotes.json`: `body` as the file, or `status` alone (404: the page serves none). */
function servesRemotesJson(answer: { status: number; body?: unknown }) {
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname !== '/remotes.json') throw new Error(`Unexpected fetch of ${url.href}`);
    return new Response(answer.body === undefined ? 'Not found' : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  globalThis.fetch = fetch;
  return fetch;
}

function fakeRuntime(loadRemote: jest.Mock) {
  const registerRemotes = jest.fn();
  const runtime = (): FederationRuntime => ({ registerRemotes, loadRemote });
  return { registerRemotes, runtime };
}

const SIGNED_OUT = 'No Wallet connected - Connect wallet to see apps associated with your account';

/** The screen's signed-out message (the header's failure is an alert too). */
function signedOutPrompt(): HTMLElement {
  const prompt = screen.getAllByRole('alert').find((alert) => alert.textContent.includes(SIGNED_OUT));
  if (!prompt) throw new Error('No signed-out prompt on the page');
  return prompt;
}

afterEach(() => localStorage.clear());

describe('StandaloneAccountArea', () => {
  it("borrows mfe_auth's account area from its port of the page's host when the page serves no remotes.json, registered once per runtime", async () => {
    servesRemotesJson({ status: 404 });
    const loadRemote = jest.fn().mockResolvedValue({ default: FakeAccountArea });
    const { registerRemotes, runtime } = fakeRuntime(loadRemote);
    const { rerender } = render(<StandaloneAccountArea runtime={runtime()} />);
    const origin = `${window.location.protocol}//${window.location.hostname}:3001`;
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      `${origin}/u/account`,
    );
    rerender(<StandaloneAccountArea runtime={runtime()} />);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_auth', entry: `${origin}/mf-manifest.json` }]);
    expect(loadRemote).toHaveBeenCalledWith('mfe_auth/AccountArea');
  });

  it("loads mfe_auth from where the page's remotes.json says (served anywhere, as commerce.example.com), its drawn build of several", async () => {
    localStorage.setItem(VERSION_DRAW_KEY, '0.95');
    const fetch = servesRemotesJson({
      status: 200,
      body: {
        mfe_auth: {
          versions: [
            { url: 'https://auth.example.com/1.4.2/mf-manifest.json', weight: 90 },
            { url: 'https://auth.example.com/1.5.0/mf-manifest.json', weight: 10 },
          ],
        },
      },
    });
    const loadRemote = jest.fn().mockResolvedValue({ default: FakeAccountArea });
    const { registerRemotes, runtime } = fakeRuntime(loadRemote);
    render(<StandaloneAccountArea runtime={runtime()} />);
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      'https://auth.example.com/u/account',
    );
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: 'https://auth.example.com/1.5.0/mf-manifest.json' },
    ]);
    expect(fetch).toHaveBeenCalledWith(
      new URL('/remotes.json', window.location.href),
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('says in the header and in the signed-out prompts that sign-in is unavailable when mfe_auth cannot be loaded, and Retry loads it again', async () => {
    servesRemotesJson({ status: 404 });
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch http://localhost:3001/mf-manifest.json'))
      .mockResolvedValue({ default: FakeAccountArea });
    const { registerRemotes, runtime } = fakeRuntime(loadRemote);
    render(
      <>
        <StandaloneAccountArea runtime={runtime()} />
        <SignInPrompt title={SIGNED_OUT} />
      </>,
    );
    expect(await screen.findByText('Account (mfe_auth) could not be loaded')).toBeVisible();
    const prompt = signedOutPrompt();
    expect(
      await within(prompt).findByText(
        'Sign-in is unavailable right now: the account area could not be loaded.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Account' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByText(/Sign-in is unavailable/)).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // Retry registers mfe_auth again, so the federation fetches its manifest afresh.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_auth', entry: 'http://localhost:3001/mf-manifest.json' }],
      { force: true },
    );
  });

  it('names a remotes.json that gives no address for mfe_auth, and reads it again on Retry', async () => {
    const fetch = servesRemotesJson({ status: 200, body: { mfe_auth: 'ftp://auth.example.com/' } });
    const loadRemote = jest.fn().mockResolvedValue({ default: FakeAccountArea });
    const { registerRemotes, runtime } = fakeRuntime(loadRemote);
    render(
      <>
        <StandaloneAccountArea runtime={runtime()} />
        <SignInPrompt title={SIGNED_OUT} />
      </>,
    );
    expect(await screen.findByText('Account (mfe_auth) could not be loaded')).toBeVisible();
    expect(
      await screen.findByText('Sign-in is unavailable right now: the account area could not be loaded.'),
    ).toBeVisible();
    expect(registerRemotes).not.toHaveBeenCalled();
    const fixed = servesRemotesJson({
      status: 200,
      body: { mfe_auth: 'https://auth.example.com/mf-manifest.json' },
    });
    // The header's Retry this time.
    const header = screen.getByText('Account (mfe_auth) could not be loaded').closest('[role="alert"]');
    if (!(header instanceof HTMLElement)) throw new Error('No failure in the header');
    fireEvent.click(within(header).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      'https://auth.example.com/u/account',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fixed).toHaveBeenCalledTimes(1);
  });
});

describe("a remote's own page finds its API", () => {
  const page = new URL('https://commerce.example.com/u/account/commerce');

  it('on its own origin when it serves no remotes.json (`/api` proxied on its host)', async () => {
    servesRemotesJson({ status: 404 });
    await expect(readStandaloneApi(page)).resolves.toBe('');
  });

  it('at the origin its remotes.json names as `api`, beside mfe_auth', async () => {
    servesRemotesJson({
      status: 200,
      body: { api: 'https://admin.example.com/', mfe_auth: 'https://auth.example.com/mf-manifest.json' },
    });
    await expect(readStandaloneApi(page)).resolves.toBe('https://admin.example.com');
  });

  it('on its own origin, said in the console, when `api` is not an http(s) address', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const api of ['javascript:alert(1)', 'admin.example.com', 42]) {
      servesRemotesJson({ status: 200, body: { api } });
      await expect(readStandaloneApi(page)).resolves.toBe('');
    }
    expect(logged).toHaveBeenCalledTimes(3);
    logged.mockRestore();
  });

  it('on its own origin, said in the console, when the file cannot be read (the header says it too)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servesRemotesJson({ status: 500 });
    await expect(readStandaloneApi(page)).resolves.toBe('');
    expect(logged).toHaveBeenCalledWith(
      "/remotes.json could not be read: the API is looked for on this page's origin",
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
