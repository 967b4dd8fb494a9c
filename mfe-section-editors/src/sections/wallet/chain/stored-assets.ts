import { getAddress, isAddress } from 'viem';
import { z } from 'zod';

const AddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }))
  .transform((value) => getAddress(value));

/** An ERC-20 token the user imported by its contract address, with what the chain said of it. */
export const ImportedTokenSchema = z.object({
  chainId: z.number().int().positive(),
  address: AddressSchema,
  symbol: z.string().max(64),
  name: z.string().max(200),
  decimals: z.number().int().min(0).max(255),
});
export type ImportedToken = z.infer<typeof ImportedTokenSchema>;

/** An ERC-721 token the user imported by contract and token id, and how they sorted it. */
export const ImportedNftSchema = z.object({
  chainId: z.number().int().positive(),
  address: AddressSchema,
  tokenId: z.string().regex(/^\d+$/),
  collectionName: z.string().max(200).optional(),
  favorite: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
export type ImportedNft = z.infer<typeof ImportedNftSchema>;

/** localStorage keys, per wallet address: each address keeps its own imports. */
export function importedTokensKey(owner: string): string {
  return `suite.wallet.tokens.${owner.toLowerCase()}`;
}
export function importedNftsKey(owner: string): string {
  return `suite.wallet.nfts.${owner.toLowerCase()}`;
}

/** A stored list; what does not parse (edited by hand, an older shape) is dropped, never thrown. */
export function readStoredList<Item>(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  schema: z.ZodType<Item, unknown>,
): Item[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function sameContract(a: { chainId: number; address: string }, b: { chainId: number; address: string }) {
  return a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
}

export function hasToken(list: readonly ImportedToken[], token: { chainId: number; address: string }) {
  return list.some((item) => sameContract(item, token));
}

export function sameNft(a: ImportedNft, b: Pick<ImportedNft, 'chainId' | 'address' | 'tokenId'>): boolean {
  return sameContract(a, b) && a.tokenId === b.tokenId;
}

/** The list with the token added once (importing it again replaces what the chain said of it). */
export function withToken(list: readonly ImportedToken[], token: ImportedToken): ImportedToken[] {
  return [...list.filter((item) => !sameContract(item, token)), token];
}

export function withNft(list: readonly ImportedNft[], nft: ImportedNft): ImportedNft[] {
  return [...list.filter((item) => !sameNft(item, nft)), nft];
}

export function updateNft(
  list: readonly ImportedNft[],
  nft: ImportedNft,
  change: Partial<Pick<ImportedNft, 'favorite' | 'hidden'>>,
): ImportedNft[] {
  return list.map((item) => (sameNft(item, nft) ? { ...item, ...change } : item));
}

export function withoutNft(list: readonly ImportedNft[], nft: ImportedNft): ImportedNft[] {
  return list.filter((item) => !sameNft(item, nft));
}

export const NFT_LISTS = ['collected', 'favorites', 'hidden'] as const;
export type NftList = (typeof NFT_LISTS)[number];

/**
 * The NFTs of one chain in one list: collected holds all but the hidden ones, favorites the starred
 * ones not hidden, hidden the hidden ones. A search matches the collection's name or the token id.
 */
export function nftsInList(
  nfts: readonly ImportedNft[],
  list: NftList,
  chainId: number,
  search = '',
): ImportedNft[] {
  const text = search.trim().toLowerCase();
  return nfts.filter((nft) => {
    if (nft.chainId !== chainId) return false;
    const inList =
      list === 'hidden' ? nft.hidden : list === 'favorites' ? nft.favorite && !nft.hidden : !nft.hidden;
    if (!inList) return false;
    return !text || (nft.collectionName ?? '').toLowerCase().includes(text) || nft.tokenId.includes(text);
  });
}
