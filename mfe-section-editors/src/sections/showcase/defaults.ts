import {
  DEFAULT_ITEM_CHAIN_ID,
  SHOWCASE_COLUMNS,
  type ShowcaseConfig,
  type ShowcaseItem,
  type ShowcaseItemKind,
} from '@suite/shared';

export const SHOWCASE_DEFAULTS: ShowcaseConfig = {
  title: '',
  subtitle: '',
  layout: 'grid',
  columns: SHOWCASE_COLUMNS.default,
  showCaptions: true,
  items: [],
};

/** The blank form of a new item of each kind; switching the kind starts again from these. */
export function newShowcaseItem(kind: ShowcaseItemKind): ShowcaseItem {
  switch (kind) {
    case 'image':
      return { kind, imageUrl: '', caption: '', linkUrl: '' };
    case 'nft':
      return {
        kind,
        chainId: DEFAULT_ITEM_CHAIN_ID,
        contractAddress: '',
        tokenId: '',
        imageUrl: '',
        caption: '',
      };
    case 'link':
      return { kind, url: '', caption: '', imageUrl: '' };
  }
}
