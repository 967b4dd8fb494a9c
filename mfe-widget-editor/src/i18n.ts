import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/** mfe_widget_editor's messages. */
export const useWidgetEditorCatalog = defineCatalog('widgetEditor', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

export const WIDGET_EDITOR_NAMESPACES = ['widgetEditor'];

/** The catalog's `t`, for the helpers that build a component's texts outside it. */
export type WidgetEditorT = ReturnType<typeof useWidgetEditorCatalog>['t'];
export type WidgetEditorKey = Parameters<WidgetEditorT>[0];
type MessageValues = NonNullable<Parameters<WidgetEditorT>[1]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A key's English message with its placeholders filled (a singular message: no plural forms). */
function englishMessage(key: string, values: MessageValues): string {
  const message = key
    .split('.')
    .reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), en);
  if (typeof message !== 'string') return key;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * A failure of a module without `t` (a chain read, a deployment), named by its catalog key: the
 * screen shows `t(key, values)` in the page's language; its message is the English one, for logs.
 */
export class CatalogError extends Error {
  constructor(
    readonly key: WidgetEditorKey,
    readonly values: MessageValues = {},
  ) {
    super(englishMessage(key, values));
    this.name = 'CatalogError';
  }
}
