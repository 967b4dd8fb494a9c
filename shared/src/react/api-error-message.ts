import { useCallback } from 'react';
import { apiErrorMessage, apiErrorReason } from '@suite/shared/client';
import type { ApiErrorData } from '../schemas/errors';
import { useSharedCatalog } from './i18n/shared-catalog';

/** An API error's reason with its values (`data`), worded in the page's language. */
export function useApiReasonText(): (data: ApiErrorData) => string {
  const { t } = useSharedCatalog();
  return useCallback(
    ({ reason, values: { what, ...values } = {} }: ApiErrorData) =>
      t(`apiErrors.${reason}`, {
        ...values,
        ...(what ? { what: t(`apiErrorSubjects.${what}`) } : {}),
      }),
    [t],
  );
}

/**
 * The text to show for a failed call, in the page's language: the message of its reason (`data.reason`,
 * its values put in; a 404's subject worded too), "could not be reached" when no answer came, and the
 * server's own (English) message only for a failure without a reason this client knows. A 400's
 * per-field messages stay the server's, beside their fields (`showServerFieldErrors`).
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useSharedCatalog();
  const reasonText = useApiReasonText();
  return useCallback(
    (error: unknown) => {
      const answer = apiErrorReason(error);
      if (answer) return reasonText(answer);
      if (error instanceof TypeError) return t('apiErrors.unreachable');
      if (!(error instanceof Error)) return t('apiErrors.unexpected');
      return apiErrorMessage(error);
    },
    [t, reasonText],
  );
}
