// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
import { DEFAULT_ITEM_CHAIN_ID, type ShowcaseItem, type ShowcaseItemKind } from '@suite/shared/sections';

export { SHOWCASE_DEFAULTS } from '@suite/shared/sections';

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
