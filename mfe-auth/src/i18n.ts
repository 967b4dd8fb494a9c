import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/**
 * mfe_auth's messages. `login.*` are seed 001's button texts, and `nft.*`'s validation messages its
 * §8, word for word in English.
 */
export const useAuthCatalog = defineCatalog('auth', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

/** The catalog's `t`, for helpers that word something for a component. */
export type AuthTranslate = ReturnType<typeof useAuthCatalog>['t'];

export const AUTH_NAMESPACES = ['auth'];
