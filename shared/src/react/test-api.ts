// What the apps' tests use of shared (`@suite/shared/testing`, never in a build): a fake API and a signed-in account.
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiErrorReason } from '../schemas/errors';
import type { Image } from '../schemas/images';
import type { AuthenticatedAccount } from '../schemas/user';

/** A signed-in account as the API returns it. */
export const SIGNED_IN_ACCOUNT: AuthenticatedAccount = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  user: {
    id: 'user-1',
    username: null,
    addresses: ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
    createdAt: '2025-01-01T00:00:00.000Z',
  },
};

/** One uploaded image, as `GET /api/images` lists it. */
export const UPLOADED_IMAGE: Image = {
  id: '5f0c1a4e-8d1c-4a7e-9a59-3c1b2c3d4e5f',
  url: '/api/uploads/abc.png',
  name: 'sky.png',
  size: 10,
  contentType: 'image/png',
  createdAt: '2025-01-01T00:00:00.000Z',
};

type Answer = { status: number; body: unknown };

/**
 * Replaces `fetch` with an API that answers each `METHOD /path` from the table (404 otherwise), and
 * records the calls, so a test drives the real typed client end to end. A function answer is given
 * the request (to answer by its query or body).
 */
export function fakeApi(answers: Record<string, Answer | ((request: Request) => Answer)>): {
  calls: string[];
} {
  const calls: string[] = [];
  // A promise's executor, so that whatever throws rejects the call as a real fetch would.
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      const request = new Request(input, init);
      const route = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(route);
      const entry = answers[route];
      const answer = typeof entry === 'function' ? entry(request) : (entry ?? errorBody(404, 'NOT_FOUND'));
      resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
  return { calls };
}

/** An error answer as the API writes one; with `reason`, the code the page words it by (`data.reason`). */
export function errorBody(status: number, code: string, message = code, reason?: ApiErrorReason): Answer {
  return {
    status,
    body: { defined: false, code, status, message, ...(reason ? { data: { reason } } : {}) },
  };
}

/** The API's 400 for an input it refuses, with a message per field path (`items.0.productId`). */
export function invalidInputBody(fields: Record<string, string>): Answer {
  return {
    status: 400,
    body: {
      defined: false,
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Input validation failed',
      data: { fields },
    },
  };
}

/** A wallet the page remembers as connected, as after a connect (the gates open at once). */
export { rememberWallet } from './wallet-memory';

/**
 * A browser wallet extension in this page (`window.ethereum`), as wallet options see one; returns
 * how to take it away again. jsdom has none, so a page there says no wallet can connect.
 */
export function installBrowserWallet(
  provider: object = { request: () => Promise.resolve(null) },
): () => void {
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
  return () => {
    Reflect.deleteProperty(window, 'ethereum');
  };
}

/**
 * The open dialog showing `title`, if any. It is found by its text: antd gives every dialog title
 * the id `test-id` under Jest, so with two dialogs open at once (a drawer and a question, a dialog
 * and its leave question) names computed from `aria-labelledby` are not reliable.
 */
export function openDialogTitled(title: string): HTMLElement | undefined {
  return screen.queryAllByRole('dialog').find((dialog) => within(dialog).queryAllByText(title).length > 0);
}

/** The dialog showing `title`, once it is open (`openDialogTitled`, waited for). */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = openDialogTitled(title);
    if (!found) throw new Error(`No dialog titled ${title}`);
    return found;
  });
}
