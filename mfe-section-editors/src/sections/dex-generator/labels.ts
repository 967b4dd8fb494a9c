import type { FieldLabels } from '../field-labels';

/** The DEX generator section editor's words for its fields: its form and the preview's messages use them. */
export const DEX_GENERATOR_LABELS = {
  title: 'Title',
  description: 'Description',
  chainId: 'Network',
  source: 'Show the DEX as',
  url: 'DEX URL',
  routerAddress: 'Router address',
  factoryAddress: 'Factory address',
  tokens: {
    item: 'Token',
    label: 'Tokens',
    fields: { address: 'Address', symbol: 'Symbol', decimals: 'Decimals' },
  },
  feeBps: 'Pool fee (basis points)',
} as const satisfies FieldLabels;
