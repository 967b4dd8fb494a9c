import { oc } from '@orpc/contract';
import {
  AiCodeInputSchema,
  AiCodeSchema,
  AiStatusSchema,
  AiTextInputSchema,
  AiTextSchema,
} from '../schemas/ai';

/** AI generation through the OpenAI-compatible service the server is configured with. */
const ai = oc.route({
  tags: ['AI'],
  description: 'Answers 503 when this server has no AI service configured, 502 when the service fails.',
});

export const aiContract = {
  status: ai
    .route({
      method: 'GET',
      path: '/ai/status',
      summary: 'Whether AI generation is configured on this server (no session needed, no secrets)',
    })
    .output(AiStatusSchema),
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
