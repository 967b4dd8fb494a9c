import { useCallback } from 'react';
import type { PremiumFeature } from '../schemas/credits';
import { useSharedCatalog } from './i18n/shared-catalog';

/** A premium feature's name in the page's language: the widget editor's cards, the credits history. */
export function usePremiumFeatureName(): (feature: PremiumFeature) => string {
  const { t } = useSharedCatalog();
  return useCallback((feature) => t(`premiumFeatures.${feature}`), [t]);
}
