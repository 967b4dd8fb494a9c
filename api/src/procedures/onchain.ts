import type { ORPCError } from '@orpc/server';
import { COLLECTION_TOKENS_MAX, NftMetadataSchema, type NftMetadata } from '@suite/shared';
import { nativeSwapToken } from '@suite/shared/sections';
import { and, eq, gt } from 'drizzle-orm';
import { BaseError, ContractFunctionZeroDataError, erc721Abi, isAddress } from 'viem';
import { nftMetadataCache } from '../db/schema';
import { apiError, inputError, rpcUnreadable, type InputErrorData } from '../http/errors';
import { rateLimited } from '../http/rate-limit';
import { NftReadError, readCollectionTokens, readNft } from '../nft/read-nft';
import { base, requireSession, type Services } from '../orpc';
import { readActivity } from '../wallet/activity';

export const NFT_READS_LIMITED_MESSAGE = 'Too many NFT reads from this address';
/** A metadata document larger than this is refused. */
const METADATA_MAX_BYTES = 1_000_000;
/** The whole metadata fetch, redirects included. */
const METADATA_TIMEOUT_MS = 8_000;
/** Metadata that could not be read is tried again sooner than a good answer expires. */
const FAILED_METADATA_TTL_MS = 60_000;

export function noRpc(chainId: number): ORPCError<'BAD_REQUEST', InputErrorData> {
  const message = `No RPC is configured for chain ${chainId}`;
  return inputError({ chainId: message }, { reason: 'noRpc', message, values: { chainId } });
}

/**
 * The limit of the public on-chain reads (NFTs, collections, a wallet's activity and owned NFTs) per
 * client, counted together over one minute: each costs calls to the configured RPC.
 */
export function nftReadsLimit({ config, rateLimits }: Pick<Services, 'config' | 'rateLimits'>) {
  return rateLimited(
    rateLimits.create('nft-reads', { limit: config.nftMetadata.rateLimitPerMinute, windowMs: 60_000 }),
    'tooManyNftReads',
    NFT_READS_LIMITED_MESSAGE,
  );
}

export function onchainProcedures(services: Services) {
  const signedIn = requireSession(services);

  // Signed-in only: every lookup costs a call to the configured RPC.
  const asset = base.onchain.asset.use(signedIn).handler(async ({ input }) => {
    const { chainId, contractAddress, tokenId } = input;
    if (!services.config.rpcUrls.has(chainId)) throw noRpc(chainId);
    if (!isAddress(contractAddress, { strict: false }))
      throw new Error('AddressSchema let a non-address through');
    const client = services.verifier.clientFor(chainId);
    const contract = { address: contractAddress, abi: erc721Abi } as const;
    let collectionName: string;
    let symbol: string;
    try {
      [collectionName, symbol] = await Promise.all([
        client.readContract({ ...contract, functionName: 'name' }),
        client.readContract({ ...contract, functionName: 'symbol' }),
      ]);
    } catch (error) {
      if (
        error instanceof BaseError &&
        error.walk((cause) => cause instanceof ContractFunctionZeroDataError)
      ) {
        throw apiError(
          'UNPROCESSABLE_CONTENT',
          'noNamedErc721',
          `There is no ERC-721 contract with a name and symbol at this address on chain ${chainId}`,
          { chainId },
        );
      }
      services.log.warn({ err: error, chainId }, 'Reading a collection failed');
      throw rpcUnreadable(chainId);
    }
    // tokenURI is optional in ERC-721 (the metadata extension); its absence is not an error.
    const tokenURI =
      tokenId === undefined
        ? null
        : await client
            .readContract({ ...contract, functionName: 'tokenURI', args: [BigInt(tokenId)] })
            .catch(() => null);
    return {
      chainId,
      contractAddress: contractAddress.toLowerCase(),
      id: tokenId ?? null,
      collectionName,
      name: tokenId === undefined ? collectionName : `${collectionName} #${tokenId}`,
      symbol,
      tokenURI,
    };
  });

  const { config, db, log } = services;
  const nftReads = nftReadsLimit(services);

  // Public: what a visitor of a page sees of an NFT. Answers are cached (one read of the chain and
  // of the metadata server per NFT and TTL, whoever asks), and counted per client address.
  const nft = base.onchain.nft.use(nftReads).handler(async ({ input }): Promise<NftMetadata> => {
    const { chainId, contractAddress } = input;
    if (!config.rpcUrls.has(chainId)) throw noRpc(chainId);
    if (!isAddress(contractAddress, { strict: false }))
      throw new Error('AddressSchema let a non-address through');
    const tokenId = input.tokenId === undefined ? undefined : BigInt(input.tokenId).toString();
    const key = and(
      eq(nftMetadataCache.chainId, chainId),
      eq(nftMetadataCache.contractAddress, contractAddress.toLowerCase()),
      eq(nftMetadataCache.tokenId, tokenId ?? ''),
    );
    const now = new Date();
    const [cached] = await db
      .select({ data: nftMetadataCache.data })
      .from(nftMetadataCache)
      .where(and(key, gt(nftMetadataCache.expiresAt, now)));
    const hit = NftMetadataSchema.safeParse(cached?.data);
    if (hit.success) return hit.data;

    let answer: NftMetadata;
    try {
      answer = await readNft(
        services.verifier.clientFor(chainId),
        { chainId, contractAddress, tokenId },
        {
          ipfsGateway: config.nftMetadata.ipfsGateway,
          allowPrivateAddresses: config.nftMetadata.allowPrivateAddresses,
          timeoutMs: METADATA_TIMEOUT_MS,
          maxBytes: METADATA_MAX_BYTES,
        },
      );
    } catch (error) {
      if (error instanceof NftReadError && error.answer) {
        const { reason, values } = error.answer;
        throw apiError('UNPROCESSABLE_CONTENT', reason, error.message, { ...values, chainId });
      }
      log.warn({ err: error, chainId }, 'Reading an NFT failed');
      throw rpcUnreadable(chainId);
    }
    const ttl = answer.metadataError
      ? Math.min(config.nftMetadata.ttlMs, FAILED_METADATA_TTL_MS)
      : config.nftMetadata.ttlMs;
    const row = {
      chainId,
      contractAddress: answer.contractAddress,
      tokenId: tokenId ?? '',
      data: answer,
      readAt: new Date(answer.readAt),
      expiresAt: new Date(Date.now() + ttl),
    };
    await db
      .insert(nftMetadataCache)
      .values(row)
      .onConflictDoUpdate({
        target: [nftMetadataCache.chainId, nftMetadataCache.contractAddress, nftMetadataCache.tokenId],
        set: { data: row.data, readAt: row.readAt, expiresAt: row.expiresAt },
      });
    return answer;
  });

  const tokens = base.onchain.tokens.use(nftReads).handler(async ({ input }) => {
    const { chainId, contractAddress } = input;
    if (!config.rpcUrls.has(chainId)) throw noRpc(chainId);
    if (!isAddress(contractAddress, { strict: false }))
      throw new Error('AddressSchema let a non-address through');
    try {
      return await readCollectionTokens(
        services.verifier.clientFor(chainId),
        contractAddress,
        COLLECTION_TOKENS_MAX,
      );
    } catch (error) {
      if (error instanceof NftReadError && error.answer) {
        const { reason, values } = error.answer;
        throw apiError('UNPROCESSABLE_CONTENT', reason, `${error.message} (chain ${chainId})`, {
          ...values,
          chainId,
        });
      }
      log.warn({ err: error, chainId }, 'Listing a collection failed');
      throw rpcUnreadable(chainId);
    }
  });

  // Public: the wallet section's Activity tab.
  const activity = base.onchain.activity.use(nftReads).handler(async ({ input }) => {
    const { chainId } = input;
    if (!config.rpcUrls.has(chainId)) throw noRpc(chainId);
    const explorerUrl = config.explorer.urls.get(chainId);
    try {
      return await readActivity(
        {
          client: services.verifier.clientFor(chainId),
          chainId,
          nativeSymbol: nativeSwapToken(chainId).symbol,
          explorer: explorerUrl ? { url: explorerUrl, apiKey: config.explorer.apiKey } : undefined,
        },
        input,
        (error) => log.warn({ err: error, chainId }, 'Reading the explorer failed'),
      );
    } catch (error) {
      log.warn({ err: error, chainId }, 'Reading the activity failed');
      throw rpcUnreadable(chainId);
    }
  });

  const chains = base.onchain.chains.handler(() => ({
    chainIds: [...config.rpcUrls.keys()].sort((a, b) => a - b),
  }));

  return { asset, nft, tokens, activity, chains };
}
