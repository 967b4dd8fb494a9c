import { readApiErrorData, type ApiErrorData, type NftOwnershipResult } from '@suite/shared';
import { apiErrorReason, apiErrorStatus } from '@suite/shared/client';
import type { AuthTranslate } from '../../i18n';

export type NftValidation = { ok: true; message: string } | { ok: false; message: string };

/**
 * What validate-nft-ownership answered: `success`, else why not — its reason worded in the page's
 * language (`reasonText`, the component's `useApiReasonText()`), else its message, else the seed's
 * default (§8).
 */
export function nftResultValidation(
  result: NftOwnershipResult,
  t: AuthTranslate,
  reasonText: (data: ApiErrorData) => string,
): NftValidation {
  if (result.success) return { ok: true, message: t('nft.owned') };
  const reason = readApiErrorData(result);
  if (reason) return { ok: false, message: reasonText(reason) };
  // A blank message says nothing either: the default is shown then.
  const message = result.message ?? '';
  return { ok: false, message: message === '' ? t('nft.notOwner') : message };
}

/**
 * A failed call: 401 and 400 have the seed's words (§8); otherwise the server's message as
 * `errorMessage` words it (the component's `useApiErrorMessage()`): a refusal (4xx) or a failure it
 * explains (503 the database is busy…). The fallback only when it explains nothing: no answer, a crash.
 */
export function nftErrorValidation(
  error: unknown,
  errorMessage: (error: unknown) => string,
  t: AuthTranslate,
): NftValidation {
  const status = apiErrorStatus(error);
  if (status === 401) return { ok: false, message: t('nft.authFailed') };
  if (status === 400) return { ok: false, message: t('nft.missingParameters') };
  // A refusal (403 not the owner, 422 no such token…) or a failure the server names; a crash or no answer is unknown.
  const reason = apiErrorReason(error)?.reason;
  if ((status >= 400 && status < 500) || (reason !== undefined && reason !== 'internal'))
    return { ok: false, message: errorMessage(error) };
  return { ok: false, message: t('nft.unknownError') };
}

/** Seed 001 §5: validation needs the chain id, the address and the token id. */
export function hasNftParameters(input: { nftChainId?: number | null; nftAddress?: string; nftId?: string }) {
  return Boolean(input.nftChainId && input.nftAddress?.trim() && input.nftId?.trim());
}
