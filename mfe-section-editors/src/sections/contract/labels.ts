import type { FieldLabels } from '../field-labels';

/** The contract section editor's words for its fields: its form and the preview's messages use them. */
export const CONTRACT_LABELS = {
  title: 'Title',
  chainId: 'Network',
  address: 'Contract address',
  abi: 'ABI',
  functions: { item: 'Function', label: 'Functions to show' },
} as const satisfies FieldLabels;
