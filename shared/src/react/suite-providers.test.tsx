import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { SuiteProviders } from './suite-providers';
import { useApiClientContext, type ApiClientContextValue } from './api-client-context';
import { announceSessionChanged } from './session';
import { useSignInOpener } from './sign-in-request';
import { errorBody, fakeApi } from './test-api';

function CaptureApi({ onRender }: { onRender: (value: ApiClientContextValue) => void }) {
  const api = useApiClientContext();
  onRender(api);
  return <p>API at {api.apiBaseUrl}</p>;
}

describe('SuiteProviders', () => {
  it('renders only one level of providers when nested, and the inner module reuses the outer API client', () => {
    const seen: ApiClientContextValue[] = [];
    const { container } = render(
      <SuiteProviders apiBaseUrl="http://outer.test">
        <CaptureApi onRender={(api) => seen.push(api)} />
        <SuiteProviders apiBaseUrl="http://inner.test">
          <CaptureApi onRender={(api) => seen.push(api)} />
        </SuiteProviders>
      </SuiteProviders>,
    );

    // antd's App renders one wrapper per level.
    expect(container.querySelectorAll('.ant-app')).toHaveLength(1);
    expect(screen.getAllByText('API at http://outer.test')).toHaveLength(2);
    expect(screen.queryByText('API at http://inner.test')).not.toBeInTheDocument();
    const [outer, inner] = seen;
    expect(inner?.client).toBe(outer?.client);
  });

  it('provides everything on its own when there is no outer provider', () => {
    const { container } = render(
      <SuiteProviders apiBaseUrl="http://alone.test">
        <CaptureApi onRender={() => undefined} />
      </SuiteProviders>,
    );
    expect(container.querySelectorAll('.ant-app')).toHaveLength(1);
    expect(screen.getByText('API at http://alone.test')).toBeInTheDocument();
  });

  it('fails loudly when a module uses the API client outside the providers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CaptureApi onRender={() => undefined} />)).toThrow('no instance');
  });
});

describe('a call that finds the session gone', () => {
  function LoginButton({ onOpen }: { onOpen: () => void }) {
    useSignInOpener(onOpen, false);
    return null;
  }

  /** The page's client, once rendered with a login button whose login is `open`. */
  function renderPage(open: () => void) {
    let api: ApiClientContextValue | undefined;
    render(
      <SuiteProviders apiBaseUrl="http://signed-out.test">
        <LoginButton onOpen={open} />
        <CaptureApi onRender={(value) => (api = value)} />
      </SuiteProviders>,
    );
    if (!api) throw new Error('No API client');
    return api.client;
  }

  /** Whether the user just clicked or typed (the browser's transient activation; jsdom has none). */
  function userActive(isActive: boolean) {
    Object.defineProperty(navigator, 'userActivation', { value: { isActive }, configurable: true });
  }

  const SIGNED_OUT = errorBody(401, 'UNAUTHORIZED', 'Not signed in', 'notSignedIn');

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userActivation');
    announceSessionChanged();
  });

  it('starts the login when the user just asked for it (a save), seed 001 §6', async () => {
    fakeApi({ 'POST /api/product-category': SIGNED_OUT });
    userActive(true);
    const open = jest.fn();
    const client = renderPage(open);
    await expect(client.productCategories.create({ name: 'Hats' })).rejects.toThrow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not start it for a call nobody just asked for (a report made in the background)', async () => {
    fakeApi({ 'POST /api/product-category': SIGNED_OUT });
    userActive(false);
    const open = jest.fn();
    const client = renderPage(open);
    await expect(client.productCategories.create({ name: 'Hats' })).rejects.toThrow();
    expect(open).not.toHaveBeenCalled();
  });

  it('does not start it for a read (a page checking in the background)', async () => {
    fakeApi({ 'GET /api/product-category': SIGNED_OUT });
    userActive(true);
    const open = jest.fn();
    const client = renderPage(open);
    await expect(client.productCategories.list({ page: 0, limit: 10 })).rejects.toThrow();
    expect(open).not.toHaveBeenCalled();
  });

  it('does not start it for a 401 that refuses only what the call carried (a signature)', async () => {
    fakeApi({
      'POST /api/product-category': errorBody(401, 'UNAUTHORIZED', 'Bad signature', 'invalidSignIn'),
    });
    userActive(true);
    const open = jest.fn();
    const client = renderPage(open);
    await expect(client.productCategories.create({ name: 'Hats' })).rejects.toThrow();
    expect(open).not.toHaveBeenCalled();
  });

  it('does not sign in the wallet being linked, nor answer Sign out everywhere with a login', async () => {
    fakeApi({
      'POST /api/user/add-account': errorBody(401, 'UNAUTHORIZED', 'Sign in first', 'signInBeforeLinking'),
      'POST /api/user/logout-all': SIGNED_OUT,
    });
    userActive(true);
    const open = jest.fn();
    const client = renderPage(open);
    await expect(
      client.user.addAccount({
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        signature: '0x00',
        link: true,
      }),
    ).rejects.toThrow();
    await expect(client.user.logoutAll()).rejects.toThrow();
    expect(open).not.toHaveBeenCalled();
  });
});
