import * as z from 'zod/v4';
import { atMostChars } from '@suite/shared';

export const MARKDOWN_SOURCE_MAX_LENGTH = 100_000;

export const MarkdownConfigSchema = z.object({
  source: z.string().max(MARKDOWN_SOURCE_MAX_LENGTH, atMostChars(MARKDOWN_SOURCE_MAX_LENGTH)),
});
export type MarkdownConfig = z.infer<typeof MarkdownConfigSchema>;

/** A new markdown section: no text yet. */
export const MARKDOWN_DEFAULTS: MarkdownConfig = { source: '' };
