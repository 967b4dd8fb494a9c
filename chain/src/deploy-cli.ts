// `pnpm --filter @suite/chain deploy`: deploys the test stablecoin on the chain at RPC_URL (default
// the local node) and prints its address. Idempotent, so start scripts run it every time.
import { deployTestStablecoin, LOCAL_RPC_URL, waitForRpc } from './index';

const rpcUrl = process.env.RPC_URL ?? LOCAL_RPC_URL;

try {
  await waitForRpc(rpcUrl, 30_000);
  const address = await deployTestStablecoin(rpcUrl);
  console.log(address);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
