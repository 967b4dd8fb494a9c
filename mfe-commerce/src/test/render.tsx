import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { SuiteProviders } from '@suite/shared/react';
import { errorBody, fakeApi, invalidInputBody, SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { CommerceBasePathContext } from '../features/commerce-base-path';

type Answer = { status: number; body: unknown };

let origin = 0;

/**
 * Renders commerce UI as it runs in the page: suite providers around a signed-in session, a router,
 * and an API answering from the table. Each render gets its own API origin, so swr caches never mix.
 */
export function renderCommerce(
  ui: ReactNode,
  answers: Record<string, Answer | ((request: Request) => Answer)> = {},
) {
  const api = fakeApi({
    'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT },
    ...answers,
  });
  origin += 1;
  const view = render(
    <SuiteProviders apiBaseUrl={`http://commerce-${origin}.test`}>
      <CommerceBasePathContext.Provider value="/u/account/commerce">
        <MemoryRouter initialEntries={['/u/account/commerce']}>{ui}</MemoryRouter>
      </CommerceBasePathContext.Provider>
    </SuiteProviders>,
  );
  return { ...view, api };
}

/**
 * Like `renderCommerce`, in a data router (as the shell's and the standalone page's are), so route
 * blocking works; `router` drives the history (e.g. `router.navigate(-1)` is the browser's Back). An
 * entry may be a location with its state, as a reload finds it in the browser's history.
 */
export function renderCommerceRouter(
  routes: RouteObject[],
  initialEntries: InitialEntry[],
  answers: Record<string, Answer | ((request: Request) => Answer)> = {},
) {
  const api = fakeApi({
    'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT },
    ...answers,
  });
  origin += 1;
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  const view = render(
    <SuiteProviders apiBaseUrl={`http://commerce-${origin}.test`}>
      <CommerceBasePathContext.Provider value="/u/account/commerce">
        <RouterProvider router={router} />
      </CommerceBasePathContext.Provider>
    </SuiteProviders>,
  );
  return { ...view, api, router };
}

export function emptyPage(pageSize = 10): Answer {
  return { status: 200, body: { items: [], totalItems: 0, currentPage: 0, pageSize } };
}

export { errorBody, invalidInputBody };

/**
 * Holds the API's answers to `route` ("GET /api/products") until `release()`, to see what the page
 * shows while a call is under way; `asked()` counts the calls held so far. Installed over the
 * table-driven fake after rendering: the seller's reads start only once the session is known.
 */
export function holdAnswers(route: string): { asked: () => number; release: () => void } {
  const inner = globalThis.fetch;
  let asked = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // A clone: a Request made from the caller's would take its body, and the fake could not read it.
    const request = new Request(input instanceof Request ? input.clone() : input, init);
    if (`${request.method} ${new URL(request.url).pathname}` === route) {
      asked += 1;
      await held;
    }
    return inner(input, init);
  };
  return { asked: () => asked, release: () => release() };
}
