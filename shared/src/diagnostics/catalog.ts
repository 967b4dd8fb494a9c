import { defineCatalog } from '@suite/shared/react';
import en from './locales/en.json';

/** The messages of the federation diagnostics (the shell's About, each standalone app's /remotes). */
export const useDiagnosticsCatalog = defineCatalog('diagnostics', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});
