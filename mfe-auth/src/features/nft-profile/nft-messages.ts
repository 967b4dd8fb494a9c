import type { NftOwnershipResult } from '@suite/shared';
import { apiErrorStatus } from '@suite/shared/client';

// Seed 001 §8, word for word.
export const NFT_AUTH_FAILED_MESSAGE = 'Could not authenticate to validate NFT';
export const NFT_MISSING_PARAMETERS_MESSAGE = 'Missing required parameters to validate NFT';
export const NFT_NOT_OWNER_MESSAGE = 'You are not the owner of this NFT';
export const NFT_UNKNOWN_ERROR_MESSAGE = 'Unknown error validating NFT';
export const NFT_OWNED_MESSAGE = 'You own this NFT: you can use it as your profile picture.';

export type NftValidation = { ok: true; message: string } | { ok: false; message: string };

/** What validate-nft-ownership answered: `success`, else its message, else the seed's default. */
export function nftResultValidation(result: NftOwnershipResult): NftValidation {
  if (result.success) return { ok: true, message: NFT_OWNED_MESSAGE };
  return { ok: false, message: result.message || NFT_NOT_OWNER_MESSAGE };
}

/**
 * A failed call: 401 and 400 have the seed's words; otherwise a 4xx as `errorMessage` words it (the
 * component's `useApiErrorMessage()`), else the fallback.
 */
export function nftErrorValidation(error: unknown, errorMessage: (error: unknown) => string): NftValidation {
  const status = apiErrorStatus(error);
  if (status === 401) return { ok: false, message: NFT_AUTH_FAILED_MESSAGE };
  if (status === 400) return { ok: false, message: NFT_MISSING_PARAMETERS_MESSAGE };
  // A refusal the server explains (403 not the owner, 422 no such token…); a crash or no answer is unknown.
  if (status >= 400 && status < 500) return { ok: false, message: errorMessage(error) };
  return { ok: false, message: NFT_UNKNOWN_ERROR_MESSAGE };
}

/** Seed 001 §5: validation needs the chain id, the address and the token id. */
export function hasNftParameters(input: { nftChainId?: number | null; nftAddress?: string; nftId?: string }) {
  return Boolean(input.nftChainId && input.nftAddress?.trim() && input.nftId?.trim());
}
