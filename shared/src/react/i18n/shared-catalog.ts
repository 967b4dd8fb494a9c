import { defineCatalog } from './catalog';
import en from '../locales/en.json';

/** The messages of `@suite/shared/react`'s own components. */
export const useSharedCatalog = defineCatalog('shared', en, {
  es: () => import('../locales/es.json'),
  pt: () => import('../locales/pt.json'),
});
