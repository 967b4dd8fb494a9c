import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/** mfe_auth's messages. `login.*` are seed 001's button texts, word for word in English. */
export const useAuthCatalog = defineCatalog('auth', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

export const AUTH_NAMESPACES = ['auth'];
