import { renderHook } from '@testing-library/react';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../i18n';

/** The catalog's `t` in English (the tests' language), for the helpers that are handed one. */
export function englishCatalog(): SectionEditorsTranslate {
  return renderHook(() => useSectionEditorsCatalog()).result.current.t;
}
