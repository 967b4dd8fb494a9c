import type { PremiumFeature } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useEditorKey, useRevalidate } from './keys';

export function useCreditsAccount() {
  const client = useApiClient();
  return useApiResource(useEditorKey('credits'), () => client.credits.account());
}

export function useFeatureStatus(feature: PremiumFeature) {
  const client = useApiClient();
  return useApiResource(useEditorKey('features', feature), () => client.credits.feature({ feature }));
}

export function useFeatureMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    unlock: async (feature: PremiumFeature) => {
      await client.credits.unlockFeature({ feature });
      await revalidate('features', 'credits');
    },
    disable: async (feature: PremiumFeature) => {
      await client.credits.disableFeature({ feature });
      await revalidate('features', 'credits');
    },
  };
}
