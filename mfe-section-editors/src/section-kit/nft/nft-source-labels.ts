import type { FieldLabels } from '../field-labels';

/** The words for where an NFT or a collection lives, the fields of the Import tab (`NftSourceTabs`). */
export const NFT_SOURCE_LABELS = {
  chainId: 'fields.chain',
  contractAddress: 'fields.contractAddress',
  tokenId: 'fields.tokenId',
} as const satisfies FieldLabels;
