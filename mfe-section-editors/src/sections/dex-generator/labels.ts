import type { FieldLabels } from '../../section-kit/field-labels';

/** The DEX generator section editor's words for its fields: its form and the preview's messages use them. */
export const DEX_GENERATOR_LABELS = {
  title: 'fields.title',
  description: 'fields.description',
  chainId: 'fields.network',
  source: 'dexGenerator.fields.source',
  url: 'dexGenerator.fields.url',
  routerAddress: 'dexGenerator.fields.routerAddress',
  factoryAddress: 'dexGenerator.fields.factoryAddress',
  tokens: {
    item: 'fields.token',
    label: 'fields.tokens',
    fields: {
      address: 'dexGenerator.fields.tokens.address',
      symbol: 'fields.symbol',
      decimals: 'fields.decimals',
    },
  },
  feeBps: 'dexGenerator.fields.feeBps',
} as const satisfies FieldLabels;
