import { readFileSync } from 'node:fs';
import * as z from 'zod/v4';
import type { ApiErrorData } from '@suite/shared';
import { apiErrorMessage, apiErrorReason, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { failure, newWallet, signIn } from './support/accounts';
import { TestBrowser } from './support/browser';
import { anonymous, newSeller, UNKNOWN_ID, type Seller } from './support/catalog';
import { startTestServer, type TestServer } from './support/server';

// The UI words a failure from its reason with the shared catalog; its English must be the API's own.
const Catalog = z.object({
  apiErrors: z.record(z.string(), z.string()),
  apiErrorSubjects: z.record(z.string(), z.string()),
});
const english = Catalog.parse(
  JSON.parse(readFileSync(new URL('../../shared/src/react/locales/en.json', import.meta.url), 'utf8')),
);

/** The catalog's English for a reason, its values put in as i18next would in English. */
function catalogText({ reason, values = {} }: ApiErrorData): string {
  const template = english.apiErrors[reason] ?? '';
  return template.replace(/\{\{\s*(\w+)(, number)?\s*\}\}/g, (_, name: string, number?: string) => {
    const value = Object.entries(values).find(([key]) => key === name)?.[1];
    if (name === 'what' && typeof value === 'string') return english.apiErrorSubjects[value] ?? value;
    return typeof value === 'number' && number ? value.toLocaleString('en-US') : String(value);
  });
}

/** The failure's reason, after checking that its message is the catalog's English for it. */
function reasonOf(error: unknown): ApiErrorData | undefined {
  const answer = apiErrorReason(error);
  if (answer) expect(apiErrorMessage(error)).toBe(catalogText(answer));
  return answer;
}

let server: TestServer;
let seller: Seller;

beforeAll(async () => {
  server = await startTestServer();
  seller = await newSeller(server);
});

afterAll(async () => {
  await server?.close();
});

function widgetConfig(name: string): string {
  return JSON.stringify({ name, currency: 'USD', page: { title: 'Home' } });
}

describe('failures carry their reason (data.reason) beside the English message', () => {
  it('answers a stale widget save 409 staleVersion', async () => {
    const created = await seller.call((client) =>
      client.widget.upsert({ config: widgetConfig('Shop'), kit: 'Commerce' }),
    );
    await seller.call((client) =>
      client.widget.upsert({ id: created.id, config: widgetConfig('First'), version: 1 }),
    );
    const error = await failure(
      seller.call((client) =>
        client.widget.upsert({ id: created.id, config: widgetConfig('Second'), version: 1 }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(reasonOf(error)).toEqual({ reason: 'staleVersion' });
  });

  it('answers an unknown product 404 notFound, naming what was not found', async () => {
    const error = await failure(seller.call((client) => client.products.get({ id: UNKNOWN_ID })));
    expect(apiErrorStatus(error)).toBe(404);
    expect(reasonOf(error)).toEqual({ reason: 'notFound', values: { what: 'product' } });
    expect(apiErrorMessage(error)).toBe('Product not found');
  });

  it('answers 401 notSignedIn, and a 400 invalidInput with its fields', async () => {
    const signedOut = await failure(anonymous(server)((client) => client.products.get({ id: UNKNOWN_ID })));
    expect(apiErrorStatus(signedOut)).toBe(401);
    expect(reasonOf(signedOut)).toEqual({ reason: 'notSignedIn' });

    const invalid = await failure(seller.call((client) => client.products.create({ name: '' })));
    expect(apiErrorStatus(invalid)).toBe(400);
    expect(reasonOf(invalid)).toEqual({ reason: 'invalidInput' });
    expect(Object.keys(apiFieldErrors(invalid))).toEqual(['name']);
  });

  it('gives a 400 of its own its reason and values, and keeps its fields', async () => {
    const error = await failure(
      seller.call((client) =>
        client.onchain.asset({ chainId: 5, contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(reasonOf(error)).toEqual({ reason: 'noRpc', values: { chainId: 5 } });
    expect(apiFieldErrors(error)).toEqual({ chainId: 'No RPC is configured for chain 5' });
  });

  it('answers a refused wallet removal 409 lastWallet', async () => {
    const browser = new TestBrowser(server.url);
    const wallet = newWallet();
    await signIn(browser, wallet);
    const error = await failure(
      browser.call((client) => client.user.removeAccount({ address: wallet.address })),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(reasonOf(error)).toEqual({ reason: 'lastWallet' });
  });

  it('answers an unmatched route and a body too large with their reasons too', async () => {
    const unmatched = await fetch(`${server.url}/api/no-such-route`);
    expect(unmatched.status).toBe(404);
    expect(await unmatched.json()).toMatchObject({ message: 'Not found', data: { reason: 'routeNotFound' } });

    const maxBytes = server.config.maxBodyBytes;
    const large = await fetch(`${server.url}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(maxBytes) }),
    });
    expect(large.status).toBe(413);
    const body = z.object({ message: z.string(), data: z.unknown() }).parse(await large.json());
    expect(body.data).toEqual({ reason: 'bodyTooLarge', values: { maxBytes } });
    expect(body.message).toBe(catalogText({ reason: 'bodyTooLarge', values: { maxBytes } }));
  });
});
