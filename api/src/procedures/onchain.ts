import type { NftMetadata } from '@suite/shared';
import { COLLECTION_TOKENS_MAX, NftMetadataSchema } from '@suite/shared/schemas';
import { nativeSwapToken } from '@suite/shared/sections';
import { and, eq, gt } from 'drizzle-orm';
import { BaseError, ContractFunctionZeroDataError, erc721Abi, isAddress, type Address } from 'viem';
import { nftMetadataCache } from '../db/schema';
import { apiError, noRpc, rpcUnreadable } from '../errors';
import { nftReadsLimit } from '../http/nft-reads-limit';
import { NftReadError, readCollectionTokens, readNft } from '../nft/read-nft';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';
import { readActivity } from '../wallet/activity';

/** A metadata document larger than this is refused. */
const METADATA_MAX_BYTES = 1_000_000;
/** The whole metadata fetch, redirects included. */
const METADATA_TIMEOUT_MS = 8_000;
/** Metadata that could not be read is tried again sooner than a good answer expires. */
const FAILED_METADATA_TTL_MS = 60_000;

/** Reads of NFTs and wallets on the configured chains: signed-in lookups, and the public reads of pages. */
export function onchainProcedures(services: Services) {
  const signedIn = requireSession(services);
  const { config, db, log } = services;

  /** The contract a read is about, on a chain this server has an RPC for (else 400 on `chainId`). */
  function readableContract(chainId: number, contractAddress: string): Address {
    if (!config.rpcUrls.has(chainId)) throw noRpc(chainId);
    if (!isAddress(contractAddress, { strict: false }))
      throw new Error('AddressSchema let a non-address through');
    return contractAddress;
  }

  /**
   * What a failed NFT read answers: the reader's own reason (422, its message as `describe` words it),
   * else the RPC's failure (502), logged with `logLine`.
   */
  function failedRead(
    error: unknown,
    chainId: number,
    logLine: string,
    describe = (message: string) => message,
  ) {
    if (error instanceof NftReadError && error.answer) {
      const { reason, values } = error.answer;
      return apiError('UNPROCESSABLE_CONTENT', reason, describe(error.message), { ...values, chainId });
    }
    log.warn({ err: error, chainId }, logLine);
    return rpcUnreadable(chainId);
  }

  // Signed-in only: every lookup costs a call to the configured RPC.
  const asset = base.onchain.asset.use(signedIn).handler(async ({ input }) => {
    const { chainId, tokenId } = input;
    const contractAddress = readableContract(chainId, input.contractAddress);
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
      log.warn({ err: error, chainId }, 'Reading a collection failed');
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

  const nftReads = nftReadsLimit(services);

  // Public: what a visitor of a page sees of an NFT. Answers are cached (one read of the chain and
  // of the metadata server per NFT and TTL, whoever asks), and counted per client address.
  const nft = base.onchain.nft.use(nftReads).handler(async ({ input }): Promise<NftMetadata> => {
    const { chainId } = input;
    const contractAddress = readableContract(chainId, input.contractAddress);
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
      throw failedRead(error, chainId, 'Reading an NFT failed');
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
    const { chainId } = input;
    const contractAddress = readableContract(chainId, input.contractAddress);
    try {
      return await readCollectionTokens(
        services.verifier.clientFor(chainId),
        contractAddress,
        COLLECTION_TOKENS_MAX,
      );
    } catch (error) {
      throw failedRead(
        error,
        chainId,
        'Listing a collection failed',
        (message) => `${message} (chain ${chainId})`,
      );
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
