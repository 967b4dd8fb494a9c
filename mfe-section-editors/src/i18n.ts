import { defineCatalog, type CatalogHook } from '@suite/shared/react';
import en from './locales/en.json';

/**
 * mfe_section_editors' messages: the section types' editors, what their renderers say to a site's
 * visitors (buttons, empty states, failures; never the owner's content), the type picker and the
 * catalog's titles. Typed by hand: the types this remote publishes for partners (@mf-types) name it.
 */
export const useSectionEditorsCatalog: () => CatalogHook<typeof en> = defineCatalog('sectionEditors', en, {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
});

export const SECTION_EDITORS_NAMESPACES = ['sectionEditors'];

/** The catalog's `t`, for the helpers a component hands it to. */
export type SectionEditorsTranslate = ReturnType<typeof useSectionEditorsCatalog>['t'];

/** A message key of the catalog: what the label maps and the section catalog hold. */
export type SectionEditorsKey = Parameters<SectionEditorsTranslate>[0];
