import { apiErrorStatus } from '@suite/shared/client';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useEditorKey, useRevalidate } from './keys';

/** The account's API key, or null when none was created yet (the API answers 404). */
export function useApiKey() {
  const client = useApiClient();
  return useApiResource(useEditorKey('api-key'), async () => {
    try {
      return await client.apiKey.byAccount();
    } catch (error) {
      if (apiErrorStatus(error) === 404) return null;
      throw error;
    }
  });
}

export function useApiKeyMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    create: async () => {
      try {
        await client.apiKey.create();
      } finally {
        // Refused because a key exists (made in another tab, say): the panel shows that one.
        await revalidate('api-key');
      }
    },
    rotate: async () => {
      await client.apiKey.rotate();
      await revalidate('api-key');
    },
  };
}
