import type { MarkdownConfig } from '@suite/shared';

export const MARKDOWN_DEFAULTS: MarkdownConfig = { source: '' };
