import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { startServer, type RunningServer } from '../src/app';
import { loadConfig } from '../src/config';
import { failure, newWallet, signIn } from './support/accounts';
import { TestBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

const API_KEY = 'sk-test-secret-key';
const MODEL = 'test-model-1';

interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

/** Plays the remote OpenAI-compatible service: records each request, answers with `reply`. */
let aiService: Server;
let aiServiceUrl: string;
const received: RecordedRequest[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

function completion(content: string) {
  return { status: 200, body: { choices: [{ index: 0, message: { role: 'assistant', content } }] } };
}

async function readJson(request: IncomingMessage): Promise<RecordedRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
}

let server: TestServer;
let browser: TestBrowser;
/** Servers on the same database with other AI configurations. */
const others: RunningServer[] = [];

async function otherServer(env: NodeJS.ProcessEnv): Promise<TestBrowser> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    PORT: '0',
    RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
    ...env,
  });
  const running = await startServer({ config, database: server.testDatabase.database });
  others.push(running);
  const other = new TestBrowser(running.url);
  await signIn(other, newWallet());
  return other;
}

beforeAll(async () => {
  aiService = createServer((request, response) => {
    void readJson(request).then((body) => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body,
      });
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => aiService.listen(0, '127.0.0.1', resolve));
  aiServiceUrl = `http://127.0.0.1:${(aiService.address() as AddressInfo).port}/v1`;
  server = await startTestServer({ AI_BASE_URL: aiServiceUrl, AI_API_KEY: API_KEY, AI_MODEL: MODEL });
  browser = new TestBrowser(server.url);
  await signIn(browser, newWallet());
});

afterAll(async () => {
  for (const running of others) await running.close();
  await server?.close();
  await new Promise((resolve) => aiService?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

describe('AI text', () => {
  it('asks the configured service with the key, model and a writing prompt, and returns the text', async () => {
    reply = completion('  Mint your first NFT in minutes.  ');
    const answer = await browser.call((client) =>
      client.ai.text({ prompt: 'A tagline for an NFT launch', context: 'Old tagline' }),
    );
    expect(answer).toEqual({ text: 'Mint your first NFT in minutes.' });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      authorization: `Bearer ${API_KEY}`,
    });
    expect(request?.body.model).toBe(MODEL);
    const messages = request?.body.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/text/i);
    expect(
      messages.some((message) => message.role === 'user' && message.content.includes('Old tagline')),
    ).toBe(true);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'A tagline for an NFT launch' });
  });

  it('answers 400 naming each bad field, without calling the service', async () => {
    const empty = await failure(browser.call((client) => client.ai.text({ prompt: '   ' })));
    expect(apiErrorStatus(empty)).toBe(400);
    expect(apiFieldErrors(empty)).toEqual({ prompt: 'Required' });
    const long = await failure(
      browser.call((client) => client.ai.text({ prompt: 'x'.repeat(2001), context: 'y'.repeat(10_001) })),
    );
    expect(apiFieldErrors(long)).toEqual({
      prompt: 'Must be at most 2000 characters',
      context: 'Must be at most 10000 characters',
    });
    expect(await browser.call((client) => client.ai.text({ prompt: 'x'.repeat(2000) }))).toBeDefined();
    expect(received).toHaveLength(1);
  });
});

describe('AI code', () => {
  it('asks for code of the language only and strips markdown fences from the answer', async () => {
    reply = completion('Here you go:\n```html\n<h1 class="title">Welcome</h1>\n```\nEnjoy!');
    const html = await browser.call((client) =>
      client.ai.code({ prompt: 'A welcome title', language: 'html' }),
    );
    expect(html).toEqual({ code: '<h1 class="title">Welcome</h1>' });
    const system = received[0]?.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('HTML');
    expect(system?.content).toMatch(/only/i);
    expect(received[0]?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'A welcome title' });

    reply = completion('.title { color: red; }');
    expect(await browser.call((client) => client.ai.code({ prompt: 'Red title', language: 'css' }))).toEqual({
      code: '.title { color: red; }',
    });
    expect(received[1]?.body.messages?.[0]?.content).toContain('CSS');

    reply = completion('```\nconsole.log(1);\n```');
    expect(await browser.call((client) => client.ai.code({ prompt: 'Log', language: 'js' }))).toEqual({
      code: 'console.log(1);',
    });
    expect(received[2]?.body.messages?.[0]?.content).toContain('JavaScript');
  });

  it('answers 400 for a bad language or prompt', async () => {
    const error = await failure(
      browser.call((client) =>
        // @ts-expect-error -- a language the editor does not have
        client.ai.code({ prompt: '', language: 'python' }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({ prompt: 'Required', language: 'Must be one of html, css, js' });
    expect(received).toHaveLength(0);
  });
});

describe('AI failures and access', () => {
  it('answers 502 with the reason when the service fails, never showing the key', async () => {
    reply = { status: 500, body: { error: { message: 'model overloaded' } } };
    const overloaded = await failure(browser.call((client) => client.ai.text({ prompt: 'Hi' })));
    expect(apiErrorStatus(overloaded)).toBe(502);
    expect(apiErrorMessage(overloaded)).toBe('The AI service failed: HTTP 500 model overloaded');

    reply = { status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}` } } };
    const rejected = await failure(
      browser.call((client) => client.ai.code({ prompt: 'Hi', language: 'css' })),
    );
    expect(apiErrorStatus(rejected)).toBe(502);
    expect(apiErrorMessage(rejected)).toBe(
      'The AI service failed: HTTP 401 Incorrect API key provided: [redacted]',
    );

    reply = { status: 200, body: { unexpected: true } };
    const malformed = await failure(browser.call((client) => client.ai.text({ prompt: 'Hi' })));
    expect(apiErrorStatus(malformed)).toBe(502);
    expect(apiErrorMessage(malformed)).toBe('The AI service failed: the answer had no message content');
  });

  it('answers 502 when the service cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await otherServer({
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: API_KEY,
      AI_MODEL: MODEL,
    });
    const error = await failure(unreachable.call((client) => client.ai.text({ prompt: 'Hi' })));
    expect(apiErrorStatus(error)).toBe(502);
    expect(apiErrorMessage(error)).toBe('The AI service failed: could not connect (ECONNREFUSED)');
  });

  it('answers 503 when AI is not configured', async () => {
    const unconfigured = await otherServer({});
    for (const call of [
      () => unconfigured.call((client) => client.ai.text({ prompt: 'Hi' })),
      () => unconfigured.call((client) => client.ai.code({ prompt: 'Hi', language: 'html' })),
    ]) {
      const error = await failure(call());
      expect(apiErrorStatus(error)).toBe(503);
      expect(apiErrorMessage(error)).toBe(AI_NOT_CONFIGURED_MESSAGE);
    }
  });

  it('says whether AI is configured, to anyone, without any of its settings', async () => {
    const anonymous = new TestBrowser(server.url);
    expect(await anonymous.call((client) => client.ai.status())).toEqual({ configured: true });
    const unconfigured = await otherServer({});
    expect(await unconfigured.call((client) => client.ai.status())).toEqual({ configured: false });
    const raw = await (await anonymous.request('/api/ai/status')).text();
    expect(raw).not.toContain(API_KEY);
    expect(raw).not.toContain(MODEL);
    expect(raw).not.toContain(aiServiceUrl);
    expect(AI_NOT_CONFIGURED_MESSAGE).toBe('AI is not configured on this server');
  });

  it('answers 401 without a session, without calling the service', async () => {
    const anonymous = new TestBrowser(server.url);
    for (const call of [
      () => anonymous.call((client) => client.ai.text({ prompt: 'Hi' })),
      () => anonymous.call((client) => client.ai.code({ prompt: 'Hi', language: 'js' })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
    expect(received).toHaveLength(0);
  });
});
