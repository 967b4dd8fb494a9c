import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WidgetUpsertInputSchema } from '@suite/shared/sections';
import type { Widget, WidgetConfig, WidgetKit } from '@suite/shared/widget';
import { SuiteProviders } from '@suite/shared/react';
import { dialogTitled, errorBody, SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import { fakeRemotes } from './fake-remotes';

export type Answer = { status: number; body: unknown };
export type Responder = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);

export interface FakeCall {
  route: string;
  url: URL;
  body: unknown;
}

/** Replaces `fetch` with an API answering each `METHOD /path` from the table (404 otherwise), recording calls. */
function fakeApi(answers: Record<string, Responder>): { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ route, url, body });
    const entry = answers[route];
    const answer =
      typeof entry === 'function' ? await entry({ url, body }) : (entry ?? errorBody(404, 'NOT_FOUND'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls };
}

let origin = 0;

export interface RenderOptions {
  answers?: Record<string, Responder>;
  /** The router's URL. */
  path?: string;
  /** The route the UI is mounted on. */
  route?: string;
}

/**
 * Renders widget-editor UI as it runs in the shell: suite providers around a signed-in session, the
 * fake remotes, a data router (as the shell's, so leaving unsaved changes can be blocked), and an API answering from the table. Each render gets its own API origin,
 * so swr caches never mix between tests.
 */
export function renderWidgetUi(ui: ReactNode, { answers = {}, path = '/', route = '*' }: RenderOptions = {}) {
  const api = fakeApi({ 'GET /api/user/authenticated/account': ok(SIGNED_IN_ACCOUNT), ...answers });
  origin += 1;
  const view = render(
    <SuiteProviders apiBaseUrl={`http://widgets-${origin}.test`}>
      <RemoteLoaderContext.Provider value={fakeRemotes}>
        <RouterProvider
          router={createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] })}
        />
      </RemoteLoaderContext.Provider>
    </SuiteProviders>,
  );
  return { ...view, api };
}

export function ok(body: unknown): Answer {
  return { status: 200, body };
}

export function widgetConfig(overrides: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    name: 'My shop',
    currency: 'USD',
    theme: 'default',
    page: { title: 'Main', layout: { type: 'list' }, sections: [] },
    ...overrides,
  };
}

export function widget(overrides: Partial<WidgetConfig> = {}, kit: WidgetKit = 'Full', version = 3): Widget {
  const configParsed = widgetConfig(overrides);
  return {
    id: 7,
    config: JSON.stringify(configParsed),
    configParsed,
    version,
    kit,
    updatedAt: '2025-01-01T00:00:00.000Z',
    // A site naming a domain holds it, as the API says of one that claimed it.
    domainHeld: Boolean(configParsed.domain),
  };
}

/** An answer that never comes, for what shows while loading. */
export function pending(): Promise<Answer> {
  return new Promise(() => undefined);
}

export { dialogTitled, errorBody };

/** The config a `POST /api/widget/upsert` body carries, parsed as the API would. */
export function postedConfig(body: unknown): WidgetConfig {
  return WidgetUpsertInputSchema.parse(body).config;
}
