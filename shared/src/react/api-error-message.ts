import { useCallback } from 'react';
import { apiErrorMessage, apiErrorReason } from '@suite/shared/client';
import { useSharedCatalog } from './i18n/shared-catalog';

/**
 * The text to show for a failed call, in the page's language: the message of its reason (`data.reason`,
 * its values put in; a 404's subject worded too), "could not be reached" when no answer came, and the
 * server's own (English) message only for a failure without a reason this client knows. A 400's
 * per-field messages stay the server's, beside their fields (`showServerFieldErrors`).
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useSharedCatalog();
  return useCallback(
    (error: unknown) => {
      const answer = apiErrorReason(error);
      if (answer) {
        const { what, ...values } = answer.values ?? {};
        return t(`apiErrors.${answer.reason}`, {
          ...values,
          ...(what ? { what: t(`apiErrorSubjects.${what}`) } : {}),
        });
      }
      if (error instanceof TypeError) return t('apiErrors.unreachable');
      if (!(error instanceof Error)) return t('apiErrors.unexpected');
      return apiErrorMessage(error);
    },
    [t],
  );
}
