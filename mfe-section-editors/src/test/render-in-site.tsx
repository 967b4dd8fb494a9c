import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SuiteProviders } from '@suite/shared/react';
import { WalletProviders } from '@suite/shared/wallet';
import { errorBody, SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { SectionScopeProvider } from '../section-kit/section-scope';

export type Answer = { status: number; body: unknown };
type Responder = Answer | ((url: URL, request: Request) => Answer | Promise<Answer>);

let origin = 0;

/**
 * Replaces `fetch` with an API answering each `METHOD /path` from the table (404 otherwise); a
 * function answer sees the URL (its query) and the request (its body). Every requested URL is recorded.
 */
function fakeSiteApi(answers: Record<string, Responder>): { urls: URL[]; calls: () => string[] } {
  const urls: URL[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    urls.push(url);
    const entry = answers[`${request.method} ${url.pathname}`];
    const answer =
      typeof entry === 'function' ? await entry(url, request) : (entry ?? errorBody(404, 'NOT_FOUND'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    urls,
    calls: () => urls.map((url) => `${url.pathname}${url.search}`),
  };
}

/**
 * Renders a section editor or renderer as the host mounts it: suite providers (with the wallet's, as
 * `SectionView` gives a renderer that uses it; `wallet: false` leaves them out) around a signed-in session, the site (and widget) in scope, and an API answering from the table. Each render gets
 * its own API origin, so swr caches never mix between tests.
 */
export function renderInSite(
  ui: ReactNode,
  answers: Record<string, Responder> = {},
  scope: { siteId?: string; widgetId?: string; currency?: string; wallet?: boolean } = { siteId: '7' },
) {
  const api = fakeSiteApi({
    'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT },
    ...answers,
  });
  origin += 1;
  const inScope = (
    <SectionScopeProvider siteId={scope.siteId} widgetId={scope.widgetId} currency={scope.currency}>
      {ui}
    </SectionScopeProvider>
  );
  const view = render(
    <SuiteProviders apiBaseUrl={`http://site-${origin}.test`}>
      {scope.wallet === false ? inScope : <WalletProviders>{inScope}</WalletProviders>}
    </SuiteProviders>,
  );
  return { ...view, api };
}

export function ok(body: unknown): Answer {
  return { status: 200, body };
}

/** One page of a paged list (`items`, `totalItems`, `currentPage`, `pageSize`). */
export function paged(items: unknown[], totalItems = items.length, pageSize = 20, currentPage = 0): Answer {
  return ok({ items, totalItems, currentPage, pageSize });
}

/** An answer that never comes, for what shows while loading. */
export function pending(): Promise<Answer> {
  return new Promise(() => undefined);
}

export { errorBody };
