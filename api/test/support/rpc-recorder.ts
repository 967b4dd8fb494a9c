import { createServer, type Server } from 'node:http';

/** One JSON-RPC call as the API sent it. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

export interface RpcRecorder {
  url: string;
  /** Every call forwarded, in order. */
  calls: RpcCall[];
  /**
   * Runs once the chain has answered a call and before the API gets the answer: what happens on
   * the chain meanwhile happens, for the API, between that call and its next one.
   */
  afterAnswer: ((call: RpcCall) => Promise<void>) | undefined;
  /** The calls answered 503 without being forwarded, as a node that is down answers them. */
  refuse: ((call: RpcCall) => boolean) | undefined;
  close(): Promise<void>;
}

/**
 * A JSON-RPC endpoint in front of a chain that forwards each call as sent and answers as answered,
 * keeping what was asked (one call per request: viem's http transport does not batch here).
 */
export async function startRpcRecorder(upstream: string): Promise<RpcRecorder> {
  const recorder: RpcRecorder = {
    url: '',
    calls: [],
    afterAnswer: undefined,
    refuse: undefined,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const parsed: unknown = JSON.parse(body);
        const call: RpcCall =
          typeof parsed === 'object' && parsed !== null && 'method' in parsed && 'params' in parsed
            ? { method: String(parsed.method), params: Array.isArray(parsed.params) ? parsed.params : [] }
            : { method: 'unknown', params: [] };
        recorder.calls.push(call);
        if (recorder.refuse?.(call)) {
          outgoing.writeHead(503).end();
          return;
        }
        try {
          const answer = await fetch(upstream, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          const text = await answer.text();
          await recorder.afterAnswer?.(call);
          outgoing.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
        } catch {
          if (!outgoing.headersSent) outgoing.writeHead(502).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The recorder is not on a TCP port');
  recorder.url = `http://127.0.0.1:${address.port}`;
  return recorder;
}
