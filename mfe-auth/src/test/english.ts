import { renderHook } from '@testing-library/react';
import { useAuthCatalog, type AuthTranslate } from '../i18n';

/** The catalog's `t` in English (the tests' language), for the helpers that are handed one. */
export function englishCatalog(): AuthTranslate {
  return renderHook(() => useAuthCatalog()).result.current.t;
}
