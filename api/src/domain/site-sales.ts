// A sale through a site's asset store, decided by the server from the widget's own settings: the
// marketplace fees it puts on the price (ADR 0011) and the NFT of the listing bought (ADR 0033).
import { mergeFeesByRecipient, PAID_ORDER_STATUSES, type ListedNft } from '@suite/shared';
import { isSameNft } from '@suite/shared/schemas';
import { AssetStoreConfigSchema, type AssetStoreConfig } from '@suite/shared/sections';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db';
import { orders, widgets } from '../db/schema';
import { readStoredConfig } from './widget-config';

export interface SiteSale {
  /** The widget's marketplace fees (percentages); none unless its store lists the checkout. */
  rates: { siteId: number; recipient: string; percentage: number }[];
  /** Every NFT the site's asset stores list at the checkout. */
  listed: ListedNft[];
  /** The one of them the buyer came for (`tokenId`); null when none was named or the site lists no such. */
  listing: ListedNft | null;
}

const NO_SALE: SiteSale = { rates: [], listed: [], listing: null };

/** A token id as orders keep it: digits without leading zeros (`007` and `7` are one token). */
function normalisedTokenId(tokenId: string): string {
  return BigInt(tokenId).toString();
}

/** The NFTs a store lists at `checkoutId`. */
function listedAt(store: AssetStoreConfig, checkoutId: string): ListedNft[] {
  return store.listings
    .filter((listing) => listing.checkoutId === checkoutId)
    .map((listing) => ({
      chainId: store.chainId,
      contractAddress: store.contractAddress.toLowerCase(),
      tokenId: normalisedTokenId(listing.tokenId),
    }));
}

/**
 * A sale of `checkoutId` through `siteId`'s asset store, read from the widget's own settings — never
 * from the client. Nothing unless the widget exists, belongs to the checkout's seller (a stranger cannot
 * attach his recipient or his NFT to someone else's sale), is not a Swap Kit widget (its editor has no
 * marketplace fees), and one of its asset-store sections lists the checkout (a plain checkout link pays
 * no marketplace fee and sells no NFT). Unknown and foreign widgets are answered alike, so nothing tells
 * whether a widget exists.
 */
export async function siteSale(
  db: Executor,
  sale: { siteId: number | undefined; sellerId: string; checkoutId: string | undefined; tokenId?: string },
): Promise<SiteSale> {
  const { siteId, sellerId, checkoutId, tokenId } = sale;
  if (siteId === undefined || !checkoutId) return NO_SALE;
  const [widget] = await db
    .select({ ownerId: widgets.ownerId, kit: widgets.kit, config: widgets.config })
    .from(widgets)
    .where(eq(widgets.id, siteId));
  if (!widget || widget.ownerId !== sellerId || widget.kit === 'Swap') return NO_SALE;
  const { config } = readStoredConfig(widget.config);
  const listed = config.page.sections.flatMap((section) => {
    if (section.type !== 'asset-store') return [];
    const store = AssetStoreConfigSchema.safeParse(section.data);
    return store.success ? listedAt(store.data, checkoutId) : [];
  });
  if (listed.length === 0) return NO_SALE;
  const wanted = tokenId === undefined ? undefined : normalisedTokenId(tokenId);
  return {
    rates: mergeFeesByRecipient(config.fees?.marketplaceFees ?? []).map((fee) => ({
      siteId,
      recipient: fee.recipient.toLowerCase(),
      percentage: fee.amountPercentage,
    })),
    listed,
    listing: listed.find((nft) => nft.tokenId === wanted) ?? null,
  };
}

/**
 * Which of the seller's listed NFTs are sold: a paid order (confirmed or finalized) names them. A
 * refunded or cancelled order puts its NFT back on sale.
 */
export async function soldNfts(
  db: Executor,
  sellerId: string,
  nfts: readonly ListedNft[],
): Promise<ListedNft[]> {
  if (nfts.length === 0) return [];
  const rows = await db
    .select({
      chainId: orders.nftChainId,
      contractAddress: orders.nftContractAddress,
      tokenId: orders.nftTokenId,
    })
    .from(orders)
    .where(
      and(
        eq(orders.ownerId, sellerId),
        isNotNull(orders.nftTokenId),
        inArray(orders.nftContractAddress, [...new Set(nfts.map((nft) => nft.contractAddress))]),
        inArray(orders.nftTokenId, [...new Set(nfts.map((nft) => nft.tokenId))]),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    );
  return nfts.filter((nft) =>
    rows.some(
      (row) =>
        row.chainId !== null &&
        row.contractAddress !== null &&
        row.tokenId !== null &&
        isSameNft(nft, { chainId: row.chainId, contractAddress: row.contractAddress, tokenId: row.tokenId }),
    ),
  );
}
