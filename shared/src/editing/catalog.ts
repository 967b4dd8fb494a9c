import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/** The messages of the editing kit: undo and redo, the shortcuts dialog, the list announcements. */
export const useEditingCatalog = defineCatalog('editing', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});
