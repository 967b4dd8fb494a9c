import * as z from 'zod/v4';
import { NftSectionDescriptionSchema, NftSectionTitleSchema } from './collection';
import { DEFAULT_ITEM_CHAIN_ID, NftChainIdSchema } from './page-items';
import { coded, validationMessage } from '@suite/shared';
import { AddressSchema } from '@suite/shared/schemas';

export const ASSET_STORE_SORTS = ['listed', 'token-id-asc', 'token-id-desc'] as const;
export type AssetStoreSort = (typeof ASSET_STORE_SORTS)[number];

export const ASSET_STORE_PAGE_SIZES = [4, 8, 12, 24] as const;
export const ASSET_STORE_DEFAULT_PAGE_SIZE = 12;

/** At most this many NFTs in one store. */
export const ASSET_STORE_TOKENS_MAX = 500;

const TOKEN_ID = /^\d{1,78}$/;

/** The store's token ids: at least one, each a whole number, each once. */
export const AssetStoreTokenIdsSchema = z
  .array(z.string().trim())
  .min(1, coded('addTokenId'))
  .max(ASSET_STORE_TOKENS_MAX, coded('atMostTokenIds', { max: ASSET_STORE_TOKENS_MAX }))
  .superRefine((tokenIds, context) => {
    const invalid = tokenIds.filter((tokenId) => !TOKEN_ID.test(tokenId));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: validationMessage('tokenIdsNotWhole', { tokenIds: invalid.slice(0, 3).join(', ') }),
      });
      return;
    }
    const normalised = tokenIds.map((tokenId) => BigInt(tokenId).toString());
    if (new Set(normalised).size !== normalised.length) {
      context.addIssue({ code: 'custom', message: validationMessage('tokenIdOnce') });
    }
  });

/**
 * One NFT of the store for sale: the owner's checkout (seed 001: a checkout is paid at `/c/{id}`)
 * whose total is the NFT's price, and whose page is where a visitor buys it.
 */
export const AssetStoreListingSchema = z.object({
  tokenId: z.string().trim().regex(TOKEN_ID, coded('tokenIdsWhole')),
  checkoutId: z.string(coded('pickCheckout')).trim().min(1, coded('pickCheckout')),
});
export type AssetStoreListing = z.infer<typeof AssetStoreListingSchema>;

/**
 * A store of NFTs (the seed names the type only): the NFTs of one collection the owner lists, in
 * pages of the chosen size, in the chosen order; those with a listing show its price and Buy.
 */
export const AssetStoreConfigSchema = z
  .object({
    title: NftSectionTitleSchema,
    description: NftSectionDescriptionSchema,
    chainId: NftChainIdSchema,
    contractAddress: AddressSchema,
    tokenIds: AssetStoreTokenIdsSchema,
    sort: z.enum(ASSET_STORE_SORTS, coded('storeSort')),
    itemsPerPage: z.literal(
      ASSET_STORE_PAGE_SIZES,
      coded('itemsPerPage', { sizes: ASSET_STORE_PAGE_SIZES.join(', ') }),
    ),
    showContractDetails: z.boolean(),
    showExplorerLinks: z.boolean(),
    /** Version 2: the NFTs for sale, each through one of the owner's checkouts. */
    listings: z.array(AssetStoreListingSchema).max(ASSET_STORE_TOKENS_MAX),
  })
  .superRefine((config, context) => {
    const listed = new Set(config.tokenIds.map(normalisedTokenId));
    const seen = new Set<string>();
    config.listings.forEach((listing, index) => {
      if (!TOKEN_ID.test(listing.tokenId)) return;
      const tokenId = normalisedTokenId(listing.tokenId);
      if (!listed.has(tokenId)) {
        context.addIssue({
          code: 'custom',
          path: ['listings', index, 'tokenId'],
          message: validationMessage('tokenNotInStore', { tokenId: listing.tokenId }),
        });
      } else if (seen.has(tokenId)) {
        context.addIssue({
          code: 'custom',
          path: ['listings', index, 'tokenId'],
          message: validationMessage('tokenListedTwice', { tokenId: listing.tokenId }),
        });
      }
      seen.add(tokenId);
    });
  });
export type AssetStoreConfig = z.infer<typeof AssetStoreConfigSchema>;

function normalisedTokenId(tokenId: string): string {
  return TOKEN_ID.test(tokenId) ? BigInt(tokenId).toString() : tokenId;
}

/** The listing of a token, if the owner sells it. */
export function storeListing(
  config: Pick<AssetStoreConfig, 'listings'>,
  tokenId: string,
): AssetStoreListing | undefined {
  const wanted = normalisedTokenId(tokenId);
  return config.listings.find((listing) => normalisedTokenId(listing.tokenId) === wanted);
}

/** Version 1 → 2: stores saved before listings existed sell nothing. */
export const ASSET_STORE_MIGRATIONS = [
  {
    from: 1,
    migrate: (data: Record<string, unknown>) => ({ ...data, listings: [] }),
  },
] as const;

/** The store's token ids in the owner's chosen order. */
export function sortStoreTokenIds(tokenIds: readonly string[], sort: AssetStoreSort): string[] {
  if (sort === 'listed') return [...tokenIds];
  const ascending = [...tokenIds].sort((a, b) => {
    const difference = BigInt(a) - BigInt(b);
    return difference < 0n ? -1 : difference > 0n ? 1 : 0;
  });
  return sort === 'token-id-asc' ? ascending : ascending.reverse();
}

/** A new asset store: Ethereum, no collection or token yet, 12 NFTs a page in the listed order. */
export const ASSET_STORE_DEFAULTS: AssetStoreConfig = {
  title: '',
  description: '',
  chainId: DEFAULT_ITEM_CHAIN_ID,
  contractAddress: '',
  tokenIds: [],
  sort: 'listed',
  itemsPerPage: ASSET_STORE_DEFAULT_PAGE_SIZE,
  showContractDetails: true,
  showExplorerLinks: true,
  listings: [],
};
