import { DEFAULT_SECTION_CHAIN_ID, DEX_DEFAULT_FEE_BPS, type DexGeneratorConfig } from '@suite/shared';

export const DEX_GENERATOR_DEFAULTS: DexGeneratorConfig = {
  title: '',
  description: '',
  chainId: DEFAULT_SECTION_CHAIN_ID,
  source: 'contracts',
  url: '',
  factoryAddress: '',
  routerAddress: '',
  tokens: [],
  feeBps: DEX_DEFAULT_FEE_BPS,
};
