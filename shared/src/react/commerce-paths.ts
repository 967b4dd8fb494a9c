import { useCallback } from 'react';
import type { CommerceSection } from '@suite/shared';
import { useSharedCatalog } from './i18n/shared-catalog';

/** The title of each section of the back office, in the page's language. */
export function useCommerceSectionTitle(): (section: CommerceSection) => string {
  const { t } = useSharedCatalog();
  return useCallback((section: CommerceSection) => t(`commerceSections.${section}`), [t]);
}
