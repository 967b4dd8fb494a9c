import { ORPCError } from '@orpc/server';
import { BaseError, ContractFunctionZeroDataError, erc721Abi, isAddress } from 'viem';
import { base, requireSession, type Services } from '../orpc';

export function onchainProcedures(services: Services) {
  const signedIn = requireSession(services);

  // Signed-in only: every lookup costs a call to the configured RPC.
  const asset = base.onchain.asset.use(signedIn).handler(async ({ input }) => {
    const { chainId, contractAddress, tokenId } = input;
    if (!services.config.rpcUrls.has(chainId)) {
      throw new ORPCError('BAD_REQUEST', {
        message: `No RPC is configured for chain ${chainId}`,
        data: { fields: { chainId: `No RPC is configured for chain ${chainId}` } },
      });
    }
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
        throw new ORPCError('UNPROCESSABLE_CONTENT', {
          message: `There is no ERC-721 contract with a name and symbol at this address on chain ${chainId}`,
        });
      }
      services.log.warn({ err: error, chainId }, 'Reading a collection failed');
      throw new ORPCError('BAD_GATEWAY', { message: `The RPC of chain ${chainId} could not be read` });
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

  return { asset };
}
