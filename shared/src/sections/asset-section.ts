import * as z from 'zod/v4';
import { NftSectionDescriptionSchema, NftSectionTitleSchema } from './collection';
import { DEFAULT_ITEM_CHAIN_ID, NftChainIdSchema, NftSectionTokenIdSchema } from './page-items';
import { OptionalHttpUrlSchema } from './section-parts';
import { coded } from '@suite/shared';
import { AddressSchema } from '@suite/shared/schemas';

/** Where an NFT section puts the image: beside the details, or above them. */
export const ASSET_SECTION_LAYOUTS = ['horizontal', 'vertical'] as const;
export type AssetSectionLayout = (typeof ASSET_SECTION_LAYOUTS)[number];

/**
 * One NFT as a section (the seed names the type only): the token, what the page calls it, its
 * image, and which on-chain details a visitor sees.
 */
export const AssetSectionConfigSchema = z.object({
  chainId: NftChainIdSchema,
  contractAddress: AddressSchema,
  tokenId: NftSectionTokenIdSchema,
  title: NftSectionTitleSchema,
  description: NftSectionDescriptionSchema,
  imageUrl: OptionalHttpUrlSchema,
  layout: z.enum(ASSET_SECTION_LAYOUTS, coded('assetLayout')),
  /** Chain, contract address, token id and the on-chain name and symbol. */
  showContractDetails: z.boolean(),
  /** The token's metadata address (ERC-721 tokenURI), when the contract has one. */
  showMetadataLink: z.boolean(),
  showExplorerLink: z.boolean(),
});
export type AssetSectionConfig = z.infer<typeof AssetSectionConfigSchema>;

/** A new NFT asset section: Ethereum, nothing picked yet, the image beside the details. */
export const ASSET_SECTION_DEFAULTS: AssetSectionConfig = {
  chainId: DEFAULT_ITEM_CHAIN_ID,
  contractAddress: '',
  tokenId: '',
  title: '',
  description: '',
  imageUrl: '',
  layout: 'horizontal',
  showContractDetails: true,
  showMetadataLink: false,
  showExplorerLink: true,
};
