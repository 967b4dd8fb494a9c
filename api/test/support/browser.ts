import { createApiClient, type ApiClient } from '@suite/shared/client';

/**
 * A stand-in for one browser: the typed client of @suite/shared plus a cookie jar. Node's fetch
 * ignores `credentials: 'include'`, so while a browser's call runs, global fetch is swapped for one
 * that sends this browser's cookies (and the Host a page on the app origin would send) and keeps
 * the Set-Cookie answers. Tests run one call at a time, so a single "active browser" is enough.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly client: ApiClient;
  /** Every Set-Cookie header received, newest last. */
  readonly setCookies: string[] = [];

  constructor(
    readonly baseUrl: string,
    /** The host the page is served from (x-forwarded-host, as the dev-server proxy sends it). */
    public host: string = 'localhost:3000',
  ) {
    this.client = createApiClient({ baseUrl });
  }

  /** Runs calls of `this.client` (or raw fetches) as this browser. */
  async call<T>(run: (client: ApiClient) => Promise<T>): Promise<T> {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => this.fetch(realFetch, input, init);
    try {
      return await run(this.client);
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  /** A raw request as this browser, for what the typed client hides (status, headers). */
  request(path: string, init: RequestInit = {}): Promise<Response> {
    return this.fetch(globalThis.fetch, `${this.baseUrl}${path}`, init);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private async fetch(
    realFetch: typeof fetch,
    input: string | URL | Request,
    init: RequestInit | undefined,
  ): Promise<Response> {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-host', this.host);
    const cookie = this.cookieHeader();
    if (cookie) headers.set('cookie', cookie);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const response = await realFetch(request.url, { method: request.method, headers, body });
    for (const setCookie of response.headers.getSetCookie()) {
      this.setCookies.push(setCookie);
      const [pair = '', ...attributes] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
