import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { PAGE_SIZES } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { useListParams } from './list-params';

function renderListParams(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SuiteProviders apiBaseUrl="http://list-params.test">
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </SuiteProviders>
  );
  return renderHook(() => ({ params: useListParams(PAGE_SIZES.orders), location: useLocation() }), {
    wrapper,
  });
}

describe('useListParams', () => {
  it('adds up the changes made in one event, as a pager and its table make them', () => {
    const { result } = renderListParams('/orders?status=Paid');
    act(() => {
      result.current.params.set({ page: 2 });
      result.current.params.set({ limit: 25 });
      result.current.params.set({ q: 'mug' });
    });
    // Any change but the page goes back to the first page.
    expect(result.current.location.search).toBe('?status=Paid&limit=25&q=mug');

    act(() => {
      result.current.params.set({ status: null });
      result.current.params.set({ page: 1 });
    });
    expect(result.current.location.search).toBe('?limit=25&q=mug&page=1');
    expect(result.current.params.page).toBe(1);
  });
});
