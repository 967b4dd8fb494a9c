import { oc } from '@orpc/contract';
import { AssetLookupInputSchema, AssetSchema } from '../schemas/onchain';

export const onchainContract = {
  asset: oc
    .route({
      method: 'GET',
      path: '/onchain/asset',
      tags: ['On chain'],
      description: 'Answers 502 when the chain’s RPC cannot be read, 422 when no ERC-721 contract is there.',
      summary:
        "Collection name and symbol (and the token's URI) of an ERC-721 contract, read through the chain's RPC",
    })
    .input(AssetLookupInputSchema)
    .output(AssetSchema),
};
