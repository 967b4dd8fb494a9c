import { getAddress } from 'viem';
import type * as z from 'zod/v4';
import type { ImportedNft, ImportedToken, OwnedNft, WalletAssets } from '@suite/shared';
import { ImportedNftSchema, ImportedTokenSchema } from '@suite/shared/schemas';

export { ImportedNftSchema, ImportedTokenSchema, type ImportedNft, type ImportedToken };

/**
 * localStorage keys, per wallet address: where the wallet kept imports before they were saved on the
 * server (moved there by the first save, then cleared), and where it keeps them outside a site.
 */
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

function hasToken(list: readonly ImportedToken[], token: { chainId: number; address: string }) {
  return list.some((item) => sameContract(item, token));
}

function sameNft(a: ImportedNft, b: Pick<ImportedNft, 'chainId' | 'address' | 'tokenId'>): boolean {
  return sameContract(a, b) && a.tokenId === b.tokenId;
}

/** The list with the token added once (importing it again replaces what the chain said of it). */
export function withToken(list: readonly ImportedToken[], token: ImportedToken): ImportedToken[] {
  return [...list.filter((item) => !sameContract(item, token)), token];
}

export function withNft(list: readonly ImportedNft[], nft: ImportedNft): ImportedNft[] {
  return [...list.filter((item) => !sameNft(item, nft)), nft];
}

/** The list with the NFT's flags changed, the NFT added when the list did not hold it (one found owned). */
export function updateNft(
  list: readonly ImportedNft[],
  nft: ImportedNft,
  change: Partial<Pick<ImportedNft, 'favorite' | 'hidden'>>,
): ImportedNft[] {
  const kept: ImportedNft = {
    chainId: nft.chainId,
    address: nft.address,
    tokenId: nft.tokenId,
    ...(nft.collectionName === undefined ? {} : { collectionName: nft.collectionName }),
    favorite: nft.favorite,
    hidden: nft.hidden,
  };
  return list.some((item) => sameNft(item, nft))
    ? list.map((item) => (sameNft(item, nft) ? { ...item, ...change } : item))
    : [...list, { ...kept, ...change }];
}

/** An NFT of the gallery: imported or sorted by the visitor, found owned on chain, or both. */
export interface GalleryNft extends ImportedNft {
  /** In the visitor's saved list (imported, or starred / hidden). */
  imported: boolean;
  /** The chain says the wallet holds it (true) or not (false); undefined while not known. */
  owned?: boolean;
  /** Its contract could not be read for ownership. */
  ownershipUnreadable?: boolean;
  /** How many the wallet holds (ERC-1155). */
  balance?: string;
}

/**
 * The gallery of a chain: the saved NFTs, with what the chain says of their ownership, then the owned
 * NFTs not saved. `owned` is the wallet's owned NFTs (undefined while unknown), `unreadable` the
 * contracts whose ownership could not be read.
 */
export function galleryNfts(
  saved: readonly ImportedNft[],
  owned: readonly OwnedNft[] | undefined,
  unreadable: readonly string[] = [],
): GalleryNft[] {
  const ownedOf = (nft: Pick<ImportedNft, 'chainId' | 'address' | 'tokenId'>) =>
    owned?.find(
      (item) =>
        item.chainId === nft.chainId &&
        item.contractAddress.toLowerCase() === nft.address.toLowerCase() &&
        item.tokenId === nft.tokenId,
    );
  const isUnreadable = (address: string) =>
    unreadable.some((contract) => contract.toLowerCase() === address.toLowerCase());
  const fromSaved = saved.map((nft): GalleryNft => {
    const found = ownedOf(nft);
    return {
      ...nft,
      imported: true,
      owned: found ? true : owned === undefined || isUnreadable(nft.address) ? undefined : false,
      ...(owned !== undefined && isUnreadable(nft.address) ? { ownershipUnreadable: true } : {}),
      balance: found?.balance,
    };
  });
  const discovered = (owned ?? [])
    .filter(
      (item) => !saved.some((nft) => sameNft(nft, { ...item, address: getAddress(item.contractAddress) })),
    )
    .map((item): GalleryNft => ({
      chainId: item.chainId,
      address: getAddress(item.contractAddress),
      tokenId: item.tokenId,
      ...(item.collectionName ? { collectionName: item.collectionName } : {}),
      favorite: false,
      hidden: false,
      imported: false,
      owned: true,
      balance: item.balance,
    }));
  return [...fromSaved, ...discovered];
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
export function nftsInList<Nft extends ImportedNft>(
  nfts: readonly Nft[],
  list: NftList,
  chainId: number,
  search = '',
): Nft[] {
  const text = search.trim().toLowerCase();
  return nfts.filter((nft) => {
    if (nft.chainId !== chainId) return false;
    const inList =
      list === 'hidden' ? nft.hidden : list === 'favorites' ? nft.favorite && !nft.hidden : !nft.hidden;
    if (!inList) return false;
    return !text || (nft.collectionName ?? '').toLowerCase().includes(text) || nft.tokenId.includes(text);
  });
}

/**
 * The saved lists with what the browser still keeps from before (localStorage) added: what the
 * server has wins for an item in both; the rest of the browser's is added after it.
 */
export function mergedAssets(saved: WalletAssets, local: WalletAssets): WalletAssets {
  return {
    tokens: local.tokens.reduce<ImportedToken[]>(
      (list, token) => (hasToken(list, token) ? list : [...list, token]),
      [...saved.tokens],
    ),
    nfts: local.nfts.reduce<ImportedNft[]>(
      (list, nft) => (list.some((item) => sameNft(item, nft)) ? list : [...list, nft]),
      [...saved.nfts],
    ),
  };
}
