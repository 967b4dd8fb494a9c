import { AI_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import {
  AiServiceError,
  chatCompletion,
  type AiServiceConfig,
  type ChatMessage,
} from '../ai/chat-completions';
import { codeMessages, stripCodeFences, textMessages } from '../ai/prompts';
import { apiError } from '../errors';
import { limitedPerMinute } from '../http/rate-limit';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

export function aiProcedures(services: Services) {
  const signedIn = requireSession(services);
  // Each call spends the service's key and money: one user gets so many a minute, text and code together.
  const limited = limitedPerMinute(
    services.rateLimits,
    'ai',
    services.config.aiRateLimitPerMinute,
    'tooManyAiRequests',
    'Too many AI requests',
  );

  /** The key stays on the server: the browser only ever sees the generated text. */
  async function generate(messages: ChatMessage[]): Promise<string> {
    const service: AiServiceConfig | undefined = services.config.ai;
    if (!service) throw apiError('SERVICE_UNAVAILABLE', 'aiNotConfigured', AI_NOT_CONFIGURED_MESSAGE);
    try {
      return await chatCompletion(service, messages);
    } catch (error) {
      if (error instanceof AiServiceError) {
        throw apiError('BAD_GATEWAY', 'aiFailed', error.message, { detail: error.reason }, { cause: error });
      }
      throw error;
    }
  }

  // Public: the editors ask before showing their AI buttons; only whether a service is set, never which.
  const status = base.ai.status.handler(() => ({ configured: services.config.ai !== undefined }));

  const text = base.ai.text
    .use(signedIn)
    .use(limited)
    .handler(async ({ input }) => ({
      text: (await generate(textMessages(input.prompt, input.context))).trim(),
    }));

  const code = base.ai.code
    .use(signedIn)
    .use(limited)
    .handler(async ({ input }) => ({
      code: stripCodeFences(await generate(codeMessages(input.prompt, input.language))),
    }));

  return { status, text, code };
}
