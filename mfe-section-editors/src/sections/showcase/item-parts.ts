import { chainById } from '@suite/shared';
import { mediaKind, type ShowcaseItem } from '@suite/shared/sections';
import type { SectionEditorsKey, SectionEditorsTranslate } from '../../i18n';
import { MEDIA_KIND_LABELS } from '../../section-kit/render/media-view';

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
export function showcaseItemName(item: ShowcaseItem, index: number, t: SectionEditorsTranslate): string {
  if (item.caption) return item.caption;
  return item.kind === 'nft'
    ? t('common.tokenNumber', { id: item.tokenId })
    : t('showcase.numbered', { number: index + 1 });
}

/** The second line of an NFT: its token and chain. */
export function nftLine(
  item: Extract<ShowcaseItem, { kind: 'nft' }>,
  t: SectionEditorsTranslate,
  chainName: (chainId: number) => string,
): string {
  return t('showcase.nftLine', { id: item.tokenId, chain: chainName(item.chainId) });
}

const KIND_LABELS = {
  nft: 'showcase.summaryKinds.nft',
  link: 'showcase.summaryKinds.link',
} as const satisfies Record<Exclude<ShowcaseItem['kind'], 'image'>, SectionEditorsKey>;

/** One line naming an item in the editor's list: its name, and what it is. */
export function showcaseItemSummary(item: ShowcaseItem, index: number, t: SectionEditorsTranslate): string {
  const kind = item.kind === 'image' ? MEDIA_KIND_LABELS[mediaKind(item.imageUrl)] : KIND_LABELS[item.kind];
  return `${showcaseItemName(item, index, t)} · ${t(kind)}`;
}
