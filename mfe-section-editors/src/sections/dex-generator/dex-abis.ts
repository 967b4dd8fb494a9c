import { parseAbi } from 'viem';

/** The parts of a Uniswap-V2-style router the swap box uses. */
export const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

/** The factory's pool lookup: the zero address means the pair has no pool. */
export const FACTORY_ABI = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
]);

/** How long a signed swap stays valid before the router refuses it. */
export const SWAP_DEADLINE_SECONDS = 20 * 60;
