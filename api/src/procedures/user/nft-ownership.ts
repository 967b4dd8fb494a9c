import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  erc1155Abi,
  erc721Abi,
  getAddress,
  isAddress,
  type PublicClient,
} from 'viem';
import type { ApiErrorReason, ApiErrorValues } from '@suite/shared';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { ERC1155_INTERFACE } from '../../nft/read-nft';
import type { Services } from '../../services';
import { walletsOf } from '../../users';

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

/** Whether the chain could not run the call: no contract code there, or the call reverted. */
function notRunnable(error: unknown): 'noContract' | 'reverted' | null {
  if (!(error instanceof BaseError)) return null;
  if (error.walk((cause) => cause instanceof ContractFunctionZeroDataError)) return 'noContract';
  if (error.walk((cause) => cause instanceof ContractFunctionRevertedError)) return 'reverted';
  return null;
}

/**
 * For a token that is not an ERC-721 one: null when the contract is no ERC-1155 either (ERC-165 says
 * so, or cannot be asked), else whether one of the wallets holds a unit of it.
 */
async function heldAsErc1155(
  client: PublicClient,
  nft: NftReference,
  wallets: string[],
): Promise<boolean | null> {
  const address = getAddress(nft.address);
  try {
    const isErc1155 = await client.readContract({
      address,
      abi: erc1155Abi,
      functionName: 'supportsInterface',
      args: [ERC1155_INTERFACE],
    });
    if (!isErc1155) return null;
  } catch (error) {
    if (notRunnable(error)) return null;
    throw error;
  }
  if (wallets.length === 0) return false;
  const balances = await client.readContract({
    address,
    abi: erc1155Abi,
    functionName: 'balanceOfBatch',
    args: [wallets.map((wallet) => getAddress(wallet)), wallets.map(() => BigInt(nft.tokenId))],
  });
  return balances.some((balance) => balance > 0n);
}

/**
 * Reads through the chain's configured RPC who owns the token — the ERC-721 owner, or for an ERC-1155
 * token whether a wallet holds a unit of it — and compares it with every wallet linked to the user.
 * Failures come back as a message for the user, never a throw: the seed's client shows `message` when
 * `success` is false.
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
  const client = services.verifier.clientFor(nft.chainId);
  const linked = await walletsOf(services.db, userId);
  const notOwner: NftOwnership = { owned: false, message: NOT_OWNER_MESSAGE, reason: 'notNftOwner' };
  try {
    const owner = await client.readContract({
      address: nft.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [BigInt(nft.tokenId)],
    });
    return linked.includes(owner.toLowerCase()) ? { owned: true } : notOwner;
  } catch (error) {
    const failed = notRunnable(error);
    if (!failed) {
      services.log.warn({ err: error, nft }, 'Reading the owner of an NFT failed');
      return unknownFailure;
    }
    try {
      const held = await heldAsErc1155(client, nft, linked);
      if (held !== null) return held ? { owned: true } : notOwner;
    } catch (erc1155Error) {
      services.log.warn({ err: erc1155Error, nft }, 'Reading the balance of an ERC-1155 token failed');
      return unknownFailure;
    }
    return failed === 'noContract'
      ? {
          owned: false,
          message: `There is no ERC-721 or ERC-1155 contract at this address on chain ${nft.chainId}`,
          reason: 'noNftContract',
          values: { chainId: nft.chainId },
        }
      : {
          owned: false,
          message: `This NFT does not exist on chain ${nft.chainId}`,
          reason: 'nftMissing',
          values: { chainId: nft.chainId },
        };
  }
}

/** A user's columns without an NFT picture. */
export const NO_NFT_PICTURE = { nftChainId: null, nftAddress: null, nftId: null };

/**
 * The profile's NFT picture goes when the chain says none of the user's wallets owns it (after a
 * wallet was unlinked, or once it was sold or sent away). An RPC that cannot answer leaves it. The
 * picture is cleared only if it is still the one checked, so a new one set meanwhile stays. Whether
 * it went.
 */
export async function dropNftPictureNoLongerOwned(services: Services, userId: string): Promise<boolean> {
  const [user] = await services.db
    .select({ chainId: users.nftChainId, address: users.nftAddress, tokenId: users.nftId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.chainId || !user.address || !user.tokenId) return false;
  const { chainId, address, tokenId } = user;
  const ownership = await checkNftOwnership(services, userId, { chainId, address, tokenId });
  if (ownership.owned || ownership.reason !== 'notNftOwner') return false;
  const dropped = await services.db
    .update(users)
    .set(NO_NFT_PICTURE)
    .where(
      and(
        eq(users.id, userId),
        eq(users.nftChainId, chainId),
        eq(users.nftAddress, address),
        eq(users.nftId, tokenId),
      ),
    )
    .returning({ id: users.id });
  return dropped.length > 0;
}

/**
 * How long a read waits for the chain's answer on a picture before it shows the stored one: the
 * header's session check waits for it, and a slow node would hold every page's first paint for its
 * whole timeout (10 s). The check goes on, and the next read shows what it found.
 */
const NFT_RECHECK_WAIT_MS = 1_000;

/**
 * Keeps a shown NFT picture true: before a profile is shown, the chain is asked again whether the user
 * still owns the picture's token when this instance last asked more than `nftPictureRecheckMs` ago,
 * and the picture goes once none of the user's wallets does (sold, sent away). Each API instance
 * remembers its own reads; the answer is the database's. Whether the picture went (false when the
 * chain has not answered within `NFT_RECHECK_WAIT_MS`).
 */
export type NftPictureKeeper = (userId: string) => Promise<boolean>;

export function nftPictureKeeper(services: Services): NftPictureKeeper {
  const checkedAt = new Map<string, number>();
  const { nftPictureRecheckMs } = services.config;
  return async (userId) => {
    const now = Date.now();
    const last = checkedAt.get(userId);
    if (last !== undefined && now - last < nftPictureRecheckMs) return false;
    if (checkedAt.size >= 10_000) {
      for (const [id, at] of checkedAt) if (now - at >= nftPictureRecheckMs) checkedAt.delete(id);
    }
    checkedAt.set(userId, now);
    // Caught here: it may end after the read it was started for has answered.
    const check = dropNftPictureNoLongerOwned(services, userId).catch((error: unknown) => {
      services.log.error({ err: error, userId }, 'Checking an NFT picture again failed');
      return false;
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), NFT_RECHECK_WAIT_MS);
    });
    try {
      return await Promise.race([check, waited]);
    } finally {
      clearTimeout(timer);
    }
  };
}
