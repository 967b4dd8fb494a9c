import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  erc721Abi,
  isAddress,
} from 'viem';
import type { ApiErrorReason, ApiErrorValues } from '@suite/shared';
import { and, eq } from 'drizzle-orm';
import { userAccounts, users } from '../../db/schema';
import type { Services } from '../../services';

export interface NftReference {
  chainId: number;
  address: string;
  tokenId: string;
}

/** Not owned: the message for the user, with its reason and values for the API's error. */
export type NftOwnership =
  { owned: true } | { owned: false; message: string; reason: ApiErrorReason; values?: ApiErrorValues };

const NOT_OWNER_MESSAGE = 'You are not the owner of this NFT';

const unknownFailure: NftOwnership = {
  owned: false,
  message: 'Unknown error validating NFT',
  reason: 'nftValidationFailed',
};

/**
 * Reads the ERC-721 owner of the token through the chain's configured RPC and compares it with
 * every wallet linked to the user. Failures come back as a message for the user, never a throw:
 * the seed's client shows `message` when `success` is false.
 */
export async function checkNftOwnership(
  services: Services,
  userId: string,
  nft: NftReference,
): Promise<NftOwnership> {
  if (!services.config.rpcUrls.has(nft.chainId)) {
    return {
      owned: false,
      message: `No RPC is configured for chain ${nft.chainId}`,
      reason: 'noRpc',
      values: { chainId: nft.chainId },
    };
  }
  if (!isAddress(nft.address, { strict: false })) return unknownFailure;
  let owner: string;
  try {
    owner = await services.verifier.clientFor(nft.chainId).readContract({
      address: nft.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [BigInt(nft.tokenId)],
    });
  } catch (error) {
    if (error instanceof BaseError) {
      if (error.walk((cause) => cause instanceof ContractFunctionZeroDataError)) {
        return {
          owned: false,
          message: `There is no ERC-721 contract at this address on chain ${nft.chainId}`,
          reason: 'noErc721AtAddress',
          values: { chainId: nft.chainId },
        };
      }
      if (error.walk((cause) => cause instanceof ContractFunctionRevertedError)) {
        return {
          owned: false,
          message: `This NFT does not exist on chain ${nft.chainId}`,
          reason: 'nftMissing',
          values: { chainId: nft.chainId },
        };
      }
    }
    services.log.warn({ err: error, nft }, 'Reading the owner of an NFT failed');
    return unknownFailure;
  }
  const linked = await services.db
    .select({ address: userAccounts.address })
    .from(userAccounts)
    .where(eq(userAccounts.userId, userId));
  const ownerAddress = owner.toLowerCase();
  return linked.some((account) => account.address === ownerAddress)
    ? { owned: true }
    : { owned: false, message: NOT_OWNER_MESSAGE, reason: 'notNftOwner' };
}

/** A user's columns without an NFT picture. */
export const NO_NFT_PICTURE = { nftChainId: null, nftAddress: null, nftId: null };

/**
 * After a wallet was unlinked: the profile's NFT picture goes when the chain says none of the user's
 * remaining wallets owns it (it was the removed wallet's). An RPC that cannot answer leaves it. The
 * picture is cleared only if it is still the one checked, so a new one set meanwhile stays.
 */
export async function dropNftPictureNoLongerOwned(services: Services, userId: string): Promise<void> {
  const [user] = await services.db
    .select({ chainId: users.nftChainId, address: users.nftAddress, tokenId: users.nftId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.chainId || !user.address || !user.tokenId) return;
  const { chainId, address, tokenId } = user;
  const ownership = await checkNftOwnership(services, userId, { chainId, address, tokenId });
  if (ownership.owned || ownership.reason !== 'notNftOwner') return;
  await services.db
    .update(users)
    .set(NO_NFT_PICTURE)
    .where(
      and(
        eq(users.id, userId),
        eq(users.nftChainId, chainId),
        eq(users.nftAddress, address),
        eq(users.nftId, tokenId),
      ),
    );
}
