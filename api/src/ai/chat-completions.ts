import { isRecord, jsonBodyOf, networkReason } from '../http/outside-service';

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

const AI_TIMEOUT_MS = 30_000;
const MAX_REASON_LENGTH = 200;

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
  const choice: unknown = body.choices[0];
  if (!isRecord(choice) || !isRecord(choice.message)) return undefined;
  return typeof choice.message.content === 'string' ? choice.message.content : undefined;
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
    body = await jsonBodyOf(response);
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
