import * as z from 'zod/v4';
import { requiredText } from './common';
import { atMostChars } from '../i18n/validation';

/** What the AI buttons say, disabled, when the server has no AI service (and what its routes answer with 503). */
export const AI_NOT_CONFIGURED_MESSAGE = 'AI is not configured on this server';
export const AI_PROMPT_MAX_LENGTH = 2000;
export const AI_CONTEXT_MAX_LENGTH = 10_000;

export const AI_CODE_LANGUAGES = ['html', 'css', 'js'] as const;
export type AiCodeLanguage = (typeof AI_CODE_LANGUAGES)[number];

const PromptSchema = requiredText(AI_PROMPT_MAX_LENGTH);

/** AI-assisted writing in a text field: what to write, and optionally the text already there. */
export const AiTextInputSchema = z.object({
  prompt: PromptSchema,
  context: z.string().trim().max(AI_CONTEXT_MAX_LENGTH, atMostChars(AI_CONTEXT_MAX_LENGTH)).optional(),
});
export type AiTextInput = z.input<typeof AiTextInputSchema>;

export const AiTextSchema = z.object({ text: z.string() });
export type AiText = z.infer<typeof AiTextSchema>;

/** The code editor's AI generation, for one of its tabs. */
export const AiCodeInputSchema = z.object({
  prompt: PromptSchema,
  language: z.enum(AI_CODE_LANGUAGES, `Must be one of ${AI_CODE_LANGUAGES.join(', ')}`),
});
export type AiCodeInput = z.input<typeof AiCodeInputSchema>;

export const AiCodeSchema = z.object({ code: z.string() });
export type AiCode = z.infer<typeof AiCodeSchema>;

/** Whether this server has an AI service configured: no address, key or model, only yes or no. */
export const AiStatusSchema = z.object({ configured: z.boolean() });
export type AiStatus = z.infer<typeof AiStatusSchema>;
