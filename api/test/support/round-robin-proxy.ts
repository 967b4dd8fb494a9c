import { createServer, request as httpRequest, type Server } from 'node:http';

export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded to each upstream, in the order the upstreams were given. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in front of several API instances: each request goes to the next upstream in
 * turn, headers and body as sent (Host included, as a proxy that forwards it would), answers as
 * answered. It adds nothing of its own, so the instances see what a client sent.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const served = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy is not on a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
