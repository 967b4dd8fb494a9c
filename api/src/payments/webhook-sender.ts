import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { isPublicAddress, publicAddressesOnly } from './public-address';

export const PRIVATE_ADDRESS_ERROR =
  'The webhook URL resolves to a private, loopback or reserved address, which deliveries never go to';

const publicOnlyLookup = publicAddressesOnly(PRIVATE_ADDRESS_ERROR);

/**
 * The signer of a secret: `whsec_<base64>` secrets (the generated ones) are the Standard Webhooks key;
 * any other secret an owner typed is used as its UTF-8 bytes.
 */
function webhookSigner(secret: string): Webhook {
  return secret.startsWith('whsec_')
    ? new Webhook(secret)
    : new Webhook(new Uint8Array(Buffer.from(secret, 'utf8')), { format: 'raw' });
}

export interface WebhookAttemptResult {
  ok: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

/** What is kept of a receiver's answer in the delivery log. */
const RESPONSE_BODY_LIMIT = 1000;

/**
 * POSTs one signed delivery: `webhook-id`, `webhook-timestamp` (this attempt's) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). Never follows redirects; a 2xx answer is success.
 * Never throws: every failure comes back as the attempt's `error`.
 */
export async function sendWebhook(options: {
  url: string;
  id: string;
  payload: string;
  secret: string;
  timeoutMs: number;
  allowPrivateAddresses: boolean;
  now?: Date;
}): Promise<WebhookAttemptResult> {
  const started = Date.now();
  const failed = (error: string): WebhookAttemptResult => ({
    ok: false,
    responseStatus: null,
    responseBody: null,
    error,
    durationMs: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return failed('The webhook URL is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return failed('The webhook URL must be http or https');
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateAddresses && isIP(literal) && !isPublicAddress(literal)) {
    return failed(PRIVATE_ADDRESS_ERROR);
  }
  let signature: string;
  const timestamp = options.now ?? new Date();
  try {
    signature = webhookSigner(options.secret).sign(options.id, timestamp, options.payload);
  } catch {
    return failed('The webhook secret is not valid (a whsec_ secret must be base64)');
  }

  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookAttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: WebhookAttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'suite-webhooks/1',
          'webhook-id': options.id,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
        lookup: options.allowPrivateAddresses ? undefined : publicOnlyLookup,
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          finish({
            ok,
            responseStatus: status,
            responseBody: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_BODY_LIMIT) || null,
            error: ok ? null : `The receiver answered ${status}`,
            durationMs: Date.now() - started,
          });
        });
        response.on('error', (error) => finish(failed(error.message)));
        // Closed before its end (cut off by the deadline, or by the receiver).
        response.on('close', () => finish(failed('The connection closed before the answer ended')));
      },
    );
    // The whole exchange, not just each socket read: a receiver that trickles its answer is cut off too.
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(failed(error.code === 'EPRIVATE' ? PRIVATE_ADDRESS_ERROR : error.message)),
    );
    request.end(options.payload);
  });
}
