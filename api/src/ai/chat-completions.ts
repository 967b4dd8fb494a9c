/** The OpenAI-compatible service from configuration (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`). */
export interface AiServiceConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The service failed; `reason` is safe to show (it never contains the API key). */
export class AiServiceError extends Error {
  constructor(readonly reason: string) {
    super(`The AI service failed: ${reason}`);
  }
}

export const AI_TIMEOUT_MS = 30_000;
const MAX_REASON_LENGTH = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The message the service gave with an error status, if it gave one in the usual shape. */
function upstreamMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return undefined;
}

function firstChoiceContent(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body.choices)) return undefined;
  const [choice]: unknown[] = body.choices;
  if (!isRecord(choice) || !isRecord(choice.message)) return undefined;
  return typeof choice.message.content === 'string' ? choice.message.content : undefined;
}

/** Why a `fetch` to a third-party service failed, in words safe to show (timeout, refused…). */
export function networkReason(error: unknown, timeoutMs: number): string {
  // Duck-typed: errors thrown inside undici may come from another realm than this module's Error.
  if (!isRecord(error)) return 'could not connect';
  if (error.name === 'TimeoutError') return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  // undici reports "fetch failed" with the socket error (ECONNREFUSED, ENOTFOUND, …) as its cause.
  const { cause } = error;
  if (isRecord(cause) && typeof cause.code === 'string') return `could not connect (${cause.code})`;
  if (isRecord(cause) && typeof cause.message === 'string') return `could not connect (${cause.message})`;
  return typeof error.message === 'string' ? error.message : 'could not connect';
}

/** `POST {baseUrl}/chat/completions`; the first choice's text, or an AiServiceError. */
export async function chatCompletion(
  service: AiServiceConfig,
  messages: readonly ChatMessage[],
  timeoutMs = AI_TIMEOUT_MS,
): Promise<string> {
  const redact = (text: string) => text.split(service.apiKey).join('[redacted]').slice(0, MAX_REASON_LENGTH);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${service.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${service.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ model: service.model, messages }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  } catch (error) {
    throw new AiServiceError(redact(networkReason(error, timeoutMs)));
  }
  if (!response.ok) {
    const message = upstreamMessage(body);
    throw new AiServiceError(redact(`HTTP ${response.status}${message ? ` ${message}` : ''}`));
  }
  const content = firstChoiceContent(body);
  if (content === undefined) throw new AiServiceError('the answer had no message content');
  return content;
}
