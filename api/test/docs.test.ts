import { isContractProcedure, type AnyContractRouter } from '@orpc/contract';
import { contract } from '@suite/shared/contract';
import { STABLECOINS } from '@suite/shared';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Every procedure of the contract as `METHOD /path`, found by walking the contract object. */
function contractRoutes(router: AnyContractRouter, at: string[] = []): { name: string; route: string }[] {
  if (isContractProcedure(router)) {
    const { method, path } = router['~orpc'].route;
    if (!method || !path) throw new Error(`${at.join('.')} has no explicit method and path`);
    return [{ name: at.join('.'), route: `${method} ${path}` }];
  }
  return Object.entries(router).flatMap(([key, child]) => contractRoutes(child, [...at, key]));
}

describe('API documentation', () => {
  it('lists every route of the contract in /api/openapi.json', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document: { paths: Record<string, Record<string, unknown>> } = await response.json();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const routes = contractRoutes(contract);
    // A sanity floor, so an empty walk cannot pass.
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter(({ route }) => !documented.has(route));
    expect(missing).toEqual([]);
    // And nothing is documented twice or outside the contract.
    expect(documented.size).toBe(new Set(routes.map(({ route }) => route)).size);
  });

  it('serves the docs page at /api/docs', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('swagger-ui');
  });
});

describe("the stablecoins' logos", () => {
  it('serves the listed logos as SVG that runs nothing, and nothing else', async () => {
    const usdc = STABLECOINS.find((token) => token.symbol === 'USDC');
    expect(usdc?.logoURI).toBe('/api/stablecoins/logos/usdc.svg');
    const response = await fetch(`${server.url}${usdc?.logoURI ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(await response.text()).toMatch(/^<svg /);
    const tether = await fetch(`${server.url}/api/stablecoins/logos/usdt.svg`, { method: 'HEAD' });
    expect(tether.status).toBe(200);
    for (const path of ['dai.svg', 'USDC.svg', '..%2Fpackage.json', 'usdc.svg.map']) {
      expect((await fetch(`${server.url}/api/stablecoins/logos/${path}`)).status).toBe(404);
    }
  });
});
