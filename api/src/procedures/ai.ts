import { ORPCError } from '@orpc/server';
import { AI_NOT_CONFIGURED_MESSAGE } from '@suite/shared';
import {
  AiServiceError,
  chatCompletion,
  type AiServiceConfig,
  type ChatMessage,
} from '../ai/chat-completions';
import { codeMessages, stripCodeFences, textMessages } from '../ai/prompts';
import { base, requireSession, type Services } from '../orpc';

export function aiProcedures(services: Services) {
  const signedIn = requireSession(services);

  /** The key stays on the server: the browser only ever sees the generated text. */
  async function generate(messages: ChatMessage[]): Promise<string> {
    const service: AiServiceConfig | undefined = services.config.ai;
    if (!service) throw new ORPCError('SERVICE_UNAVAILABLE', { message: AI_NOT_CONFIGURED_MESSAGE });
    try {
      return await chatCompletion(service, messages);
    } catch (error) {
      if (error instanceof AiServiceError)
        throw new ORPCError('BAD_GATEWAY', { message: error.message, cause: error });
      throw error;
    }
  }

  const text = base.ai.text.use(signedIn).handler(async ({ input }) => ({
    text: (await generate(textMessages(input.prompt, input.context))).trim(),
  }));

  const code = base.ai.code.use(signedIn).handler(async ({ input }) => ({
    code: stripCodeFences(await generate(codeMessages(input.prompt, input.language))),
  }));

  return { text, code };
}
