import type { OwnedNft, StoredWalletAssets } from '@suite/shared';
import {
  ImportedNftSchema,
  ImportedTokenSchema,
  WALLET_ASSETS_SIGNATURE_MAX_AGE_MS,
  walletAssetsMessage,
  validItems,
} from '@suite/shared/schemas';
import { and, eq, lt } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { AppDatabase } from '../db';
import { walletAssets } from '../db/schema';
import { siteConfig } from '../domain/sites';
import { checkWalletSignature } from '../domain/wallet-signature';
import { apiError, noRpc } from '../errors';
import { nftReadsLimit } from '../http/nft-reads-limit';
import type { PublicReadsLimit } from '../http/public-reads-limit';
import { NftReadError, readOwnedTokens } from '../nft/read-nft';
import { base } from '../orpc';
import type { Services } from '../services';

const SIGNATURE_REFUSED_MESSAGE = 'The signature is not this wallet’s signature of these lists';
const SIGNATURE_REPLAYED_MESSAGE = 'A newer save of this wallet exists: sign again';

/** Contracts read for one owned-NFT lookup, and NFTs listed of each. */
const OWNED_NFT_CONTRACTS_MAX = 20;
const OWNED_NFTS_PER_CONTRACT_MAX = 100;

async function storedAssets(db: Pick<AppDatabase, 'select'>, siteId: number, address: string) {
  const [row] = await db
    .select()
    .from(walletAssets)
    .where(and(eq(walletAssets.siteId, siteId), eq(walletAssets.address, address)));
  return row;
}

/**
 * The wallet section's per-visitor data (ADR "Wallet section: a visitor's imports are saved signed by
 * their wallet"): public reads per site and address; a save proves the address with an EIP-191
 * signature of the site, the address, the lists' hash and the time, newer than the last one.
 */
export function walletAssetsProcedures(services: Services, publicReads: PublicReadsLimit) {
  const { db, config, log } = services;
  const contract = base.walletAssets;

  const get = contract.get.use(publicReads).handler(async ({ input }): Promise<StoredWalletAssets> => {
    await siteConfig(db, input.siteId);
    const row = await storedAssets(db, input.siteId, input.address);
    return {
      tokens: validItems(row?.tokens, ImportedTokenSchema),
      nfts: validItems(row?.nfts, ImportedNftSchema),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });

  const save = contract.save.use(publicReads).handler(async ({ input }) => {
    await siteConfig(db, input.siteId);
    const assets = { tokens: input.tokens, nfts: input.nfts };
    const signedAt = await checkWalletSignature({
      address: input.address,
      message: walletAssetsMessage({
        siteId: input.siteId,
        address: input.address,
        assets,
        signedAt: input.signedAt,
      }),
      signature: input.signature,
      signedAt: input.signedAt,
      maxAgeMs: WALLET_ASSETS_SIGNATURE_MAX_AGE_MS,
      refused: SIGNATURE_REFUSED_MESSAGE,
    });
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(walletAssets)
        .values({ siteId: input.siteId, address: input.address, ...assets, signedAt })
        .onConflictDoUpdate({
          target: [walletAssets.siteId, walletAssets.address],
          set: { ...assets, signedAt, updatedAt: new Date() },
          // A signature not newer than the last accepted one is a replay (or a stale tab): refused.
          setWhere: lt(walletAssets.signedAt, signedAt),
        })
        .returning({ signedAt: walletAssets.signedAt });
      if (!row) throw apiError('UNAUTHORIZED', 'signatureReplayed', SIGNATURE_REPLAYED_MESSAGE);
    });
    return { ok: true as const };
  });

  const nfts = contract.nfts.use(nftReadsLimit(services)).handler(async ({ input }) => {
    const { chainId, address, siteId } = input;
    const site = await siteConfig(db, siteId);
    if (!config.rpcUrls.has(chainId)) throw noRpc(chainId);
    const row = await storedAssets(db, siteId, address);
    const imported = validItems(row?.nfts, ImportedNftSchema).filter((nft) => nft.chainId === chainId);
    const collections = (site.collections ?? []).filter((collection) => collection.chainId === chainId);
    const contracts = [
      ...new Set([
        ...collections.map((collection) => getAddress(collection.contractAddress)),
        ...imported.map((nft) => nft.address),
      ]),
    ].slice(0, OWNED_NFT_CONTRACTS_MAX);
    const client = services.verifier.clientFor(chainId);
    const items: OwnedNft[] = [];
    const unreadable: { contractAddress: string; message: string }[] = [];
    await Promise.all(
      contracts.map(async (contractAddress) => {
        try {
          const owned = await readOwnedTokens(client, contractAddress, address, OWNED_NFTS_PER_CONTRACT_MAX);
          const name =
            collections.find((collection) => getAddress(collection.contractAddress) === contractAddress)
              ?.name ??
            imported.find((nft) => nft.address === contractAddress)?.collectionName ??
            null;
          items.push(
            ...owned.map((token) => ({
              chainId,
              contractAddress,
              tokenId: token.tokenId,
              standard: token.standard,
              balance: token.balance.toString(),
              collectionName: name,
            })),
          );
        } catch (error) {
          if (!(error instanceof NftReadError))
            log.warn({ err: error, chainId }, 'Reading owned NFTs failed');
          unreadable.push({
            contractAddress,
            message: error instanceof NftReadError ? error.message : 'The contract could not be read',
          });
        }
      }),
    );
    items.sort((a, b) =>
      a.contractAddress === b.contractAddress
        ? a.tokenId.length - b.tokenId.length || a.tokenId.localeCompare(b.tokenId)
        : a.contractAddress.localeCompare(b.contractAddress),
    );
    return { items, unreadable };
  });

  return { get, save, nfts };
}
