import { oc } from '@orpc/contract';
import { OkSchema } from '../schemas/common';
import {
  OwnedNftsInputSchema,
  OwnedNftsSchema,
  SaveWalletAssetsInputSchema,
  StoredWalletAssetsSchema,
  WalletAssetsScopeSchema,
} from '../schemas/wallet-assets';

const walletAssets = oc.route({ tags: ['Wallet section (public)'] });

/**
 * What a site's wallet section keeps for a visitor, who is known by their wallet address only: the
 * tokens and NFTs they imported (read publicly, saved with the wallet's signature), and the NFTs the
 * chain says they own. An unknown site answers 404.
 */
export const walletAssetsContract = {
  get: walletAssets
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/wallets/{address}/assets',
      summary:
        "The tokens and NFTs a wallet imported in the site's wallet section (empty lists before a first save)",
      description: 'No session; counted with the public reads. 404 for an unknown site.',
    })
    .input(WalletAssetsScopeSchema)
    .output(StoredWalletAssetsSchema),
  save: walletAssets
    .route({
      method: 'PUT',
      path: '/sites/{siteId}/public/wallets/{address}/assets',
      summary: "Replaces a wallet's imported tokens and NFTs on the site, signed by that wallet (EIP-191)",
      description:
        'No session: the body carries `signedAt` and the wallet’s signature of `walletAssetsMessage` (the site, ' +
        'the address, the keccak-256 of the lists, the time). 401 when the signature is not the address’s or is ' +
        'not newer than the last save (a replay); 400 on `signedAt` when it is more than 5 minutes off, and with ' +
        'fields for bad lists (at most 100 tokens and 500 NFTs); 404 for an unknown site. Nothing is written unless ' +
        'all of it holds.',
    })
    .input(SaveWalletAssetsInputSchema)
    .output(OkSchema),
  nfts: walletAssets
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/wallets/{address}/nfts',
      summary:
        "The NFTs a wallet owns on a chain among the site's collections (Data → Collections) and the contracts it imported NFTs of",
      description:
        'No session; counted with the public NFT reads. ERC-721 through Enumerable (`tokenOfOwnerByIndex`) where ' +
        'the contract has it, else from its Transfer logs (checked with `ownerOf`); ERC-1155 from its ' +
        'TransferSingle/TransferBatch logs and `balanceOfBatch`. At most 20 contracts and 100 NFTs each; a ' +
        'contract that cannot be read is listed in `unreadable`. 400 for an unconfigured chain, 404 for an unknown site.',
    })
    .input(OwnedNftsInputSchema)
    .output(OwnedNftsSchema),
};
