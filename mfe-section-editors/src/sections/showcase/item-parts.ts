import { chainById, mediaKind, type ShowcaseItem } from '@suite/shared';

/** Where an item leads: its link, the link item's address, or the NFT on its chain's explorer. */
export function showcaseItemHref(item: ShowcaseItem): string | undefined {
  if (item.kind === 'image') return item.linkUrl || undefined;
  if (item.kind === 'link') return item.url;
  const explorer = chainById(item.chainId)?.explorerUrl;
  return explorer
    ? `${explorer}/token/${item.contractAddress}?a=${encodeURIComponent(item.tokenId)}`
    : undefined;
}

/** What names an item: its caption, or what it is. */
export function showcaseItemName(item: ShowcaseItem, index: number): string {
  if (item.caption) return item.caption;
  return item.kind === 'nft' ? `Token #${item.tokenId}` : `Item ${index + 1}`;
}

/** The second line of an NFT: its token and chain. */
export function nftLine(item: Extract<ShowcaseItem, { kind: 'nft' }>): string {
  return `Token #${item.tokenId} on ${chainById(item.chainId)?.name ?? `chain ${item.chainId}`}`;
}

const KIND_LABELS = { image: 'image', nft: 'NFT', link: 'link' } as const;

/** One line naming an item in the editor's list: its name, and what it is. */
export function showcaseItemSummary(item: ShowcaseItem, index: number): string {
  const kind = item.kind === 'image' ? mediaKind(item.imageUrl) : KIND_LABELS[item.kind];
  return `${showcaseItemName(item, index)} · ${kind}`;
}
