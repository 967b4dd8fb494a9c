import useSWRMutation from 'swr/mutation';
import type { AiCodeInput, AiTextInput } from '@suite/shared';
import { apiErrorReason, apiErrorStatus } from '@suite/shared/client';
import { useApiClient, useApiResource, usePublicResourceKey, type ResourceKey } from '@suite/shared/react';

/**
 * The server has no AI service configured (503 `aiNotConfigured`), so asking again will not help; another
 * 503 (a busy database) is worth another try.
 */
export function isAiNotConfigured(error: unknown): boolean {
  return apiErrorStatus(error) === 503 && apiErrorReason(error)?.reason === 'aiNotConfigured';
}

/**
 * Whether this server has AI configured (`GET /api/ai/status`): asked once per page and shared by
 * every AI button (one swr key, never revalidated: the answer changes only with a restart).
 */
export function useAiStatus() {
  const client = useApiClient();
  return useApiResource(usePublicResourceKey('sections', 'ai-status'), () => client.ai.status(), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

/** AI-assisted writing for a text field (`POST /api/ai/text`). */
export function useAiText() {
  const client = useApiClient();
  return useSWRMutation(
    usePublicResourceKey('sections', 'ai-text'),
    (_key: ResourceKey, { arg }: { arg: AiTextInput }) => client.ai.text(arg),
  );
}

/** The code editor's AI generation for one language (`POST /api/ai/code`). */
export function useAiCode() {
  const client = useApiClient();
  return useSWRMutation(
    usePublicResourceKey('sections', 'ai-code'),
    (_key: ResourceKey, { arg }: { arg: AiCodeInput }) => client.ai.code(arg),
  );
}
