import type { Page } from '@playwright/test';

/** A call of the suite's API from the page, with its session cookie; fails on any 4xx/5xx answer. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  if (answer.status >= 400)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** The signed-in owner's API key, made on first ask: what an embed code carries (`?apiKey=`). */
export async function ownersApiKey(page: Page): Promise<string> {
  const key = await callApi<{ uuid: string }>(page, 'GET', '/api-key/by-account').catch(() =>
    callApi<{ uuid: string }>(page, 'POST', '/api-key'),
  );
  return key.uuid;
}
