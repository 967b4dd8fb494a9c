import type { z } from 'zod';
import type { Config } from '../config';
import { apiError } from '../errors';
import type { Logger } from '../log';
import type { SwapFee, SwapRequest } from './swap-request';
import { isRecord, jsonBodyOf, networkReason } from '../http/outside-service';

const SWAP_QUOTE_TIMEOUT_MS = 10_000;
const MAX_REASON_LENGTH = 200;

export type QuoteService = NonNullable<Config['swapQuote']>;

/** The reason a 0x-compatible service gave with an error status (`{ name, message }`, or the older shapes). */
function upstreamReason(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { name, message, reason, error } = body;
  if (typeof message === 'string') return typeof name === 'string' ? `${name}: ${message}` : message;
  if (typeof reason === 'string') return reason;
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The query of a price or quote: the trade, and the site's swap fee as 0x's integrator fee
 * (`swapFeeBps`, `swapFeeRecipient`, taken in the sell token: `swapFeeToken`).
 */
function queryOf(input: SwapRequest, fee: SwapFee | null): URLSearchParams {
  const query = new URLSearchParams({
    chainId: String(input.chainId),
    sellToken: input.sellToken,
    buyToken: input.buyToken,
    sellAmount: input.sellAmount,
  });
  if (input.taker) query.set('taker', input.taker);
  if (input.slippageBps !== undefined) query.set('slippageBps', String(input.slippageBps));
  if (fee) {
    query.set('swapFeeBps', String(fee.bps));
    query.set('swapFeeRecipient', fee.recipient);
    query.set('swapFeeToken', input.sellToken);
  }
  return query;
}

/**
 * `GET {SWAP_QUOTE_API_URL}/{price|quote}?…` with the key in the `0x-api-key` header, and the answer
 * checked against `schema`. Every failure becomes an error whose message is safe to show (the key is
 * redacted): 422 when the service refuses the trade, 429 when it limits us, 502 otherwise.
 */
export async function askQuoteService<Output>(
  service: QuoteService,
  endpoint: 'price' | 'quote',
  input: SwapRequest,
  fee: SwapFee | null,
  schema: z.ZodType<Output>,
  log: Logger,
): Promise<Output> {
  const redact = (text: string) =>
    (service.apiKey ? text.split(service.apiKey).join('[redacted]') : text).slice(0, MAX_REASON_LENGTH);
  const failed = (reason: string) => {
    const detail = redact(reason);
    return apiError('BAD_GATEWAY', 'quoteFailed', `The quote service failed: ${detail}`, { detail });
  };

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${service.baseUrl.replace(/\/+$/, '')}/${endpoint}?${queryOf(input, fee)}`, {
      headers: {
        accept: 'application/json',
        '0x-version': 'v2',
        ...(service.apiKey ? { '0x-api-key': service.apiKey } : {}),
      },
      signal: AbortSignal.timeout(SWAP_QUOTE_TIMEOUT_MS),
    });
    body = await jsonBodyOf(response);
  } catch (error) {
    throw failed(networkReason(error, SWAP_QUOTE_TIMEOUT_MS));
  }

  if (!response.ok) {
    const reason = upstreamReason(body);
    if ([400, 404, 422].includes(response.status)) {
      const detail = redact(reason ?? `HTTP ${response.status}`);
      throw apiError(
        'UNPROCESSABLE_CONTENT',
        'quoteRefused',
        `The quote service refused this trade: ${detail}`,
        {
          detail,
        },
      );
    }
    if (response.status === 429) {
      throw apiError(
        'TOO_MANY_REQUESTS',
        'quoteServiceBusy',
        'The quote service is busy: try again in a moment',
      );
    }
    throw failed(`HTTP ${response.status}${reason ? ` ${reason}` : ''}`);
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    log.warn(
      { endpoint, issues: parsed.error.issues },
      "The quote service's answer did not match the schema",
    );
    throw failed('the answer did not have the expected shape');
  }
  return parsed.data;
}
