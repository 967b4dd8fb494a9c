import { createContext, useContext, type ComponentType } from 'react';
import type { Section } from '@suite/shared/widget';

/** A page of sections drawn inside a section: a widget section shows its widget's page. */
export type NestedPage = ComponentType<{ sections: Section[] }>;

const NestedPageContext = createContext<NestedPage | null>(null);

/**
 * Given by whoever draws a section (`SectionView`): the page renderer, so a section's renderer
 * draws a page without importing the renderers that import it through the catalog.
 */
export const NestedPageProvider = NestedPageContext.Provider;

/** The page renderer a section's renderer draws a nested page with; none outside `SectionView`. */
export function useNestedPage(): NestedPage | null {
  return useContext(NestedPageContext);
}
