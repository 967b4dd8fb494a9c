import { DEFAULT_ITEM_CHAIN_ID, type PageItem, type PageItemType } from '@suite/shared/sections';
import type { SectionEditorsTranslate } from '../../i18n';

/** The blank form of a new item of each type; switching the type starts again from these (seed 000 §4). */
export function newPageItem(type: PageItemType): PageItem {
  if (type === 'asset') {
    return { type, chainId: DEFAULT_ITEM_CHAIN_ID, contractAddress: '', tokenId: '', title: '' };
  }
  return {
    type,
    chainId: DEFAULT_ITEM_CHAIN_ID,
    contractAddress: '',
    title: '',
    subtitle: '',
    backgroundImageUrl: '',
    featured: false,
    variant: 'default',
  };
}

/** What the Items list says of an item: its title, and the token or "Collection". */
export function pageItemSummary(item: PageItem, t: SectionEditorsTranslate): string {
  const title = item.title || t('items.untitled');
  return item.type === 'asset'
    ? t('items.assetSummary', { title, id: item.tokenId || '?' })
    : t('items.collectionSummary', { title });
}
