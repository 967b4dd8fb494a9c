import { startTestServer, type TestServer } from './support/server';

// The API tests run the server in their own process, where seeding or building thousands of requests
// holds the event loop for seconds. The sockets their fetch keeps alive must still take the next
// requests (node's own 5 s keep-alive reset them: ECONNRESET, "fetch failed").
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Runs nothing else for `ms`, as a long synchronous stretch of a test does. */
function holdTheEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy: no timer, no socket is served meanwhile.
  }
}

it('takes requests on the kept-alive sockets after the event loop was held longer than 5 s', async () => {
  const url = `${server.url}/api/health`;
  const statuses = () => Promise.all(Array.from({ length: 8 }, async () => (await fetch(url)).status));
  expect(await statuses()).toEqual(Array(8).fill(200));
  holdTheEventLoop(6_500);
  expect(await statuses()).toEqual(Array(8).fill(200));
}, 60_000);
