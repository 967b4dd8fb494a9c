import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { SuiteProviders } from './suite-providers';
import { resourceKey, usePublicResourceKey, useResourceKey, useRevalidateResources } from './resource-keys';
import { errorBody, fakeApi, SIGNED_IN_ACCOUNT } from './test-api';

function Keys() {
  const own = useResourceKey('shop', 'orders', 'list', 2);
  const open = usePublicResourceKey('shop', 'profile', 'alice');
  return (
    <>
      <p>own: {JSON.stringify(own)}</p>
      <p>public: {JSON.stringify(open)}</p>
    </>
  );
}

describe('resource keys', () => {
  it('follow one rule: scope, API origin, account, resource, parts', () => {
    expect(resourceKey('shop', 'http://api.test', '0xabc', 'orders', 'detail', 7)).toEqual([
      'shop',
      'http://api.test',
      '0xabc',
      'orders',
      'detail',
      7,
    ]);
  });

  it("hold the signed-in address for the account's own resources, null for public ones", async () => {
    fakeApi({ 'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT } });
    render(
      <SuiteProviders apiBaseUrl="http://keys-signed-in.test">
        <Keys />
      </SuiteProviders>,
    );
    expect(screen.getByText(/^public:/)).toHaveTextContent(
      'public: ["shop","http://keys-signed-in.test",null,"profile","alice"]',
    );
    expect(
      await screen.findByText(
        `own: ["shop","http://keys-signed-in.test","${SIGNED_IN_ACCOUNT.address}","orders","list",2]`,
      ),
    ).toBeInTheDocument();
  });

  it('ask nothing of the own resources while signed out', async () => {
    fakeApi({ 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') });
    render(
      <SuiteProviders apiBaseUrl="http://keys-signed-out.test">
        <Keys />
      </SuiteProviders>,
    );
    expect(await screen.findByText('own: null')).toBeInTheDocument();
  });
});

describe('useRevalidateResources', () => {
  it("re-reads every entry of the scope's given resources", async () => {
    fakeApi({ 'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT } });
    let reads = 0;
    function Counter() {
      const key = useResourceKey('shop', 'orders', 'count');
      const { data } = useSWR(key, () => ++reads);
      const revalidate = useRevalidateResources<'orders'>('shop');
      return (
        <button type="button" onClick={() => void revalidate('orders')}>
          read {data ?? 0}
        </button>
      );
    }
    render(
      <SuiteProviders apiBaseUrl="http://keys-revalidate.test">
        <Counter />
      </SuiteProviders>,
    );
    const button = await screen.findByRole('button', { name: 'read 1' });
    await act(async () => button.click());
    expect(await screen.findByRole('button', { name: 'read 2' })).toBeInTheDocument();
  });
});
