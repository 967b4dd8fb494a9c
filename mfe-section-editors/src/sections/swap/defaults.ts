import { defaultSwapConfig, type SwapConfig } from '@suite/shared';

export const SWAP_DEFAULTS: SwapConfig = defaultSwapConfig();
