import type { FieldLabels } from '../../section-kit/field-labels';

/** The contract section editor's words for its fields: its form and the preview's messages use them. */
export const CONTRACT_LABELS = {
  title: 'fields.title',
  chainId: 'fields.network',
  address: 'fields.contractAddress',
  abi: 'contract.fields.abi',
  functions: { item: 'contract.fields.functions.entry', label: 'contract.fields.functions.list' },
} as const satisfies FieldLabels;
