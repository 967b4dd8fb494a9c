import * as z from 'zod/v4';
import { WidgetConfigSchema, WidgetPageSchema, type WidgetConfig } from '@suite/shared/widget';
import { safeStorage } from '@suite/shared/react';

/**
 * The unsaved draft the editor shows in its mobile preview. The preview is a same-origin frame of
 * `/admin/preview/{site}/{page}`: the editor writes the draft to sessionStorage (shared by the tab's
 * same-origin frames) before the frame loads, and posts each later change to the frame.
 */
const PreviewDraftSchema = z.object({
  page: WidgetPageSchema,
  theme: WidgetConfigSchema.shape.theme,
  customThemeLight: WidgetConfigSchema.shape.customThemeLight,
  customThemeDark: WidgetConfigSchema.shape.customThemeDark,
  /** The saved Currency, for the prices the sections show. */
  currency: WidgetConfigSchema.shape.currency.optional(),
  /** The saved Language: the preview frame speaks it, as the widget's visitors read it. */
  locale: WidgetConfigSchema.shape.locale.optional(),
  /** The site's name, as its footer's signature may say it. */
  name: WidgetConfigSchema.shape.name.optional(),
  /** The saved footer settings, shown as visitors get them (`useSiteFooter`). */
  footer: WidgetConfigSchema.shape.footer,
});
export type PreviewDraft = z.infer<typeof PreviewDraftSchema>;

/** What a preview takes of a config besides its page: the theme, currency, language, name and footer. */
export function previewTheme(config: WidgetConfig): Omit<PreviewDraft, 'page'> {
  return {
    theme: config.theme,
    customThemeLight: config.customThemeLight,
    customThemeDark: config.customThemeDark,
    currency: config.currency,
    locale: config.locale,
    name: config.name,
    footer: config.footer,
  };
}

const PREVIEW_DRAFT_MESSAGE = 'suite:preview-draft';

function previewDraftKey(siteId: string, pageKey: string): string {
  return `suite:preview-draft:${siteId}:${pageKey}`;
}

export function writePreviewDraft(siteId: string, pageKey: string, draft: PreviewDraft): void {
  // Storage full or disabled: the frame still gets the draft by message once it has loaded.
  safeStorage('session').setItem(previewDraftKey(siteId, pageKey), JSON.stringify(draft));
}

export function clearPreviewDraft(siteId: string, pageKey: string): void {
  safeStorage('session').removeItem(previewDraftKey(siteId, pageKey));
}

/** The stored draft of a page, or null when none (or one that does not parse). */
export function readPreviewDraft(siteId: string, pageKey: string): PreviewDraft | null {
  const text = safeStorage('session').getItem(previewDraftKey(siteId, pageKey));
  if (!text) return null;
  try {
    const parsed = PreviewDraftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface PreviewDraftMessage {
  type: typeof PREVIEW_DRAFT_MESSAGE;
  siteId: string;
  pageKey: string;
  draft: PreviewDraft;
}

/** Sends the draft to the preview frame, on the page's own origin only. */
export function postPreviewDraft(target: Window, siteId: string, pageKey: string, draft: PreviewDraft): void {
  const message: PreviewDraftMessage = { type: PREVIEW_DRAFT_MESSAGE, siteId, pageKey, draft };
  target.postMessage(message, window.location.origin);
}

const MessageSchema = z.object({
  type: z.literal(PREVIEW_DRAFT_MESSAGE),
  siteId: z.string(),
  pageKey: z.string(),
  draft: PreviewDraftSchema,
});

/** Calls `onDraft` with each draft the editor posts for this page; only same-origin messages count. */
export function listenToPreviewDrafts(
  siteId: string,
  pageKey: string,
  onDraft: (draft: PreviewDraft) => void,
): () => void {
  function onMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin) return;
    const parsed = MessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.siteId !== siteId || parsed.data.pageKey !== pageKey) return;
    onDraft(parsed.data.draft);
  }
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
