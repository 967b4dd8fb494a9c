import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/** The shell's messages: navigation, the pages it draws itself, its failures. */
export const useShellCatalog = defineCatalog('shell', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

export const SHELL_NAMESPACES = ['shell', 'shared'];
