import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/** mfe_widget_editor's messages. */
export const useWidgetEditorCatalog = defineCatalog('widgetEditor', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

export const WIDGET_EDITOR_NAMESPACES = ['widgetEditor'];
