import { DEFAULT_SECTION_CHAIN_ID, type ContractConfig } from '@suite/shared';

export const CONTRACT_DEFAULTS: ContractConfig = {
  title: '',
  chainId: DEFAULT_SECTION_CHAIN_ID,
  address: '',
  abi: '',
  functions: [],
};
