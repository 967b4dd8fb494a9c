import { oc } from '@orpc/contract';
import { AiCodeInputSchema, AiCodeSchema, AiTextInputSchema, AiTextSchema } from '../schemas/ai';

const ai = oc.route({ tags: ['AI'] });

/**
 * AI generation through the OpenAI-compatible service the server is configured with; 503 when it is
 * not configured, 502 when the service fails.
 */
export const aiContract = {
  text: ai
    .route({ method: 'POST', path: '/ai/text', summary: 'AI-assisted writing for a text field' })
    .input(AiTextInputSchema)
    .output(AiTextSchema),
  code: ai
    .route({
      method: 'POST',
      path: '/ai/code',
      summary: "The code editor's AI generation: only code of the language asked for",
    })
    .input(AiCodeInputSchema)
    .output(AiCodeSchema),
};
