import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicAddressesOnly } from '../payments/public-address';

const PRIVATE_METADATA_ADDRESS =
  'The metadata URL resolves to a private, loopback or reserved address, which this server does not read';

const publicOnlyLookup = publicAddressesOnly(PRIVATE_METADATA_ADDRESS);

export interface FetchLimits {
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** A larger answer is cut off and refused. */
  maxBytes: number;
  /** Development and tests: the metadata server may be on this machine. */
  allowPrivateAddresses: boolean;
}

export interface FetchedDocument {
  url: string;
  contentType: string;
  body: Buffer;
}

const MAX_REDIRECTS = 3;
const TIMED_OUT = 'The metadata server did not answer in time';

/**
 * GETs a metadata document from an http(s) URL someone else chose (a token's URI), with the guards a
 * server needs for that (SSRF): public addresses only (checked on the address connected to, and
 * again after each redirect), at most three redirects, a deadline over the whole exchange, and a
 * size limit. Throws an Error whose message says what failed, in words for the page owner.
 */
export async function fetchDocument(url: string, limits: FetchLimits): Promise<FetchedDocument> {
  const deadline = Date.now() + limits.timeoutMs;
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const answer = await getOnce(current, limits, deadline);
    if ('redirect' in answer) {
      current = new URL(answer.redirect, current).toString();
      continue;
    }
    return answer;
  }
  throw new Error(`The metadata URL redirected more than ${MAX_REDIRECTS} times`);
}

function getOnce(
  url: string,
  limits: FetchLimits,
  deadline: number,
): Promise<FetchedDocument | { redirect: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new Error('The metadata URL is not a valid URL'));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return Promise.reject(new Error('The metadata URL must be http or https'));
  const literal = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!limits.allowPrivateAddresses && isIP(literal) && !isPublicAddress(literal))
    return Promise.reject(new Error(PRIVATE_METADATA_ADDRESS));
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new Error(TIMED_OUT));

  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const request = send(
      parsed,
      {
        method: 'GET',
        headers: { accept: 'application/json, image/*;q=0.5', 'user-agent': 'suite-nft-metadata/1' },
        lookup: limits.allowPrivateAddresses ? undefined : publicOnlyLookup,
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          finish(() => resolve({ redirect: location }));
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          finish(() => reject(new Error(`The metadata server answered ${status}`)));
          return;
        }
        const contentType = response.headers['content-type'] ?? '';
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          request.destroy();
          finish(() => reject(new Error(`The metadata is larger than ${limits.maxBytes} bytes`)));
          return;
        }
        // An image is taken as the image itself: its bytes are never needed.
        if (/^image\//i.test(contentType)) {
          request.destroy();
          finish(() => resolve({ url, contentType, body: Buffer.alloc(0) }));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            request.destroy();
            finish(() => reject(new Error(`The metadata is larger than ${limits.maxBytes} bytes`)));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => finish(() => resolve({ url, contentType, body: Buffer.concat(chunks) })));
        response.on('error', (error) => finish(() => reject(error)));
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(TIMED_OUT)), remaining);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(() =>
        reject(
          error.code === 'EPRIVATE'
            ? new Error(PRIVATE_METADATA_ADDRESS)
            : error.message === TIMED_OUT
              ? error
              : new Error(`The metadata server could not be reached: ${error.message}`),
        ),
      ),
    );
    request.end();
  });
}
