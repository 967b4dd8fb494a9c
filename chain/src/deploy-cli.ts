// `pnpm --filter @suite/chain deploy`: deploys the test stablecoin, the payment proxy and the local DEX on the
// chain at RPC_URL (default the local node) and prints their addresses. Idempotent, so start scripts run it
// every time.
import { deployLocalContracts, LOCAL_RPC_URL, waitForRpc } from './index';

const rpcUrl = process.env.RPC_URL ?? LOCAL_RPC_URL;

try {
  await waitForRpc(rpcUrl, 30_000);
  const { stablecoin, paymentProxy, dex, fxFeeds } = await deployLocalContracts(rpcUrl);
  console.log(`tUSDC ${stablecoin}\nERC20FeeProxy ${paymentProxy}`);
  console.log(`WETH9 ${dex.weth}\nUniswapV2Factory ${dex.factory}\nUniswapV2Router02 ${dex.router}`);
  console.log(`SwapFeeRouter ${dex.feeRouter}\ntTKN ${dex.testToken}`);
  for (const [currency, feed] of Object.entries(fxFeeds)) console.log(`${currency}/USD feed ${feed}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
