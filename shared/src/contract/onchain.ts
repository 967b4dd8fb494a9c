import { oc } from '@orpc/contract';
import {
  AssetLookupInputSchema,
  AssetSchema,
  CollectionTokensInputSchema,
  CollectionTokensSchema,
  NftMetadataSchema,
  ReadableChainsSchema,
} from '../schemas/onchain';
import { WalletActivityInputSchema, WalletActivitySchema } from '../schemas/wallet-assets';

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
  nft: oc
    .route({
      method: 'GET',
      path: '/onchain/nft',
      tags: ['On chain'],
      summary:
        'Public: a collection (name, symbol) or one NFT (name, image, description, attributes) read through tokenURI or uri',
      description:
        'No session; limited per client by NFT_METADATA_RATE_LIMIT_PER_MINUTE. ERC-721 `tokenURI` and ERC-1155 ' +
        '`uri` (with `{id}`), `ipfs://` through IPFS_GATEWAY_URL, `data:` URIs and http(s) (public addresses ' +
        'only, time and size limited). Answers are cached for NFT_METADATA_TTL_SECONDS. 400 for an unconfigured ' +
        'chain, 422 when no ERC-721 or ERC-1155 contract is there, 502 when the RPC cannot be read; metadata ' +
        'that cannot be read is `metadataError`, not a failure.',
    })
    .input(AssetLookupInputSchema)
    .output(NftMetadataSchema),
  tokens: oc
    .route({
      method: 'GET',
      path: '/onchain/nft-tokens',
      tags: ['On chain'],
      summary:
        'Public: the first 48 token ids of a collection (ERC-1155: its mint events; ERC-721: Enumerable, else its mint events)',
      description:
        'No session; counted with the public NFT reads. 400 for an unconfigured chain, 422 when the collection ' +
        'can be neither enumerated nor its mint events read there, 502 when the RPC cannot be read.',
    })
    .input(CollectionTokensInputSchema)
    .output(CollectionTokensSchema),
  activity: oc
    .route({
      method: 'GET',
      path: '/onchain/activity',
      tags: ['On chain'],
      summary:
        "Public: an address's transfers on a chain, newest first — the chain's own currency and the ERC-20s named in `tokens`",
      description:
        'No session; counted with the public NFT reads. ERC-20 transfers from the Transfer logs of the last 5,000 ' +
        'blocks. Native transfers: on the local chain from the full transactions of its last 1,000 blocks; on other ' +
        'chains from the Etherscan-compatible `txlist` of EXPLORER_API_URLS (its latest 100), else none and a note ' +
        'says so. 400 for an unconfigured chain or bad input, 502 when the RPC cannot be read.',
    })
    .input(WalletActivityInputSchema)
    .output(WalletActivitySchema),
  chains: oc
    .route({
      method: 'GET',
      path: '/onchain/chains',
      tags: ['On chain'],
      summary: 'Public: the chain ids whose RPC this API can read (RPC_URLS)',
    })
    .output(ReadableChainsSchema),
};
