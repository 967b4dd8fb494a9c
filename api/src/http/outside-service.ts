/** What the calls to outside services (the AI service, the 0x-compatible swap API) share. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
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

/** The answer's body parsed as JSON, or undefined when it is not JSON (an HTML error page…). */
export async function jsonBodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
