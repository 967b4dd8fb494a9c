import {
  LOCAL_PAYMENT_PROXY_ADDRESS,
  LOCAL_TEST_STABLECOIN_ADDRESS,
  type LOCAL_DEX,
  type LOCAL_FX_FEEDS,
} from '@suite/shared';
import { getAddress, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { erc20FeeProxyBytecode } from './artifacts/erc20-fee-proxy';
import { clients as localClients } from './clients';
import { deployFxFeeds } from './fx-feeds';
import { deployLocalDex } from './local-dex';
import { testMultiTokenAbi, testMultiTokenBytecode } from './artifacts/test-multi-token';
import { testNftAbi, testNftBytecode } from './artifacts/test-nft';
import { testStablecoinAbi, testStablecoinBytecode } from './artifacts/test-stablecoin';

export { testMultiTokenAbi, testMultiTokenBytecode } from './artifacts/test-multi-token';
export { testNftAbi, testNftBytecode } from './artifacts/test-nft';
export { testStablecoinAbi, testStablecoinBytecode } from './artifacts/test-stablecoin';
export { swapFeeRouterAbi } from './artifacts/swap-fee-router';
export { localChain } from './clients';
export { testTokenAbi } from './artifacts/test-token';
export {
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
  weth9Abi,
} from './artifacts/uniswap-v2';
export { deployFxFeeds, FX_FEED_DECIMALS, LOCAL_FX_DEPLOYER_KEY, LOCAL_FX_RATES } from './fx-feeds';
export { mockV3AggregatorAbi } from './artifacts/mock-v3-aggregator';
export {
  deployLocalDex,
  LOCAL_DEX_DEPLOYER_KEY,
  LOCAL_DEX_DEPLOYMENT_ORDER,
  LOCAL_DEX_POOLS,
  localDexAddresses,
} from './local-dex';

/** Where `pnpm --filter @suite/chain node` listens. */
export const LOCAL_RPC_URL = 'http://127.0.0.1:8545';

/**
 * The private keys of Hardhat's default accounts #0..#9 (mnemonic "test test … junk"). They are public
 * knowledge: anything sent to them on a real network is taken at once. Local chain only.
 */
export const TEST_PRIVATE_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const satisfies readonly Hex[];

export const TEST_STABLECOIN_DECIMALS = 6;
/** What each of the accounts #0..#9 receives when the test stablecoin is deployed: 1,000,000 tUSDC. */
export const TEST_STABLECOIN_GRANT = 1_000_000n * 10n ** BigInt(TEST_STABLECOIN_DECIMALS);

/** The first Hardhat account deploys everything, so the stablecoin lands at a known address. */
const [DEPLOYER_KEY] = TEST_PRIVATE_KEYS;

/**
 * Hardhat's account #19 deploys the payment proxy with its first transaction and does nothing else,
 * so the proxy's address is a constant whatever else the chain has seen.
 */
const PAYMENT_PROXY_DEPLOYER_KEY: Hex = '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e';

function clients(rpcUrl: string, deployerKey: Hex = DEPLOYER_KEY) {
  return localClients(rpcUrl, deployerKey);
}

/**
 * Deploys the test stablecoin from account #0 unless it is already there (so it is safe to call on
 * every start), and on first deployment mints {@link TEST_STABLECOIN_GRANT} to each of the accounts
 * #0..#9. Returns its address, which is always `LOCAL_TEST_STABLECOIN_ADDRESS`.
 */
export async function deployTestStablecoin(rpcUrl: string): Promise<Hex> {
  const { publicClient, walletClient } = clients(rpcUrl);
  const expected = getAddress(LOCAL_TEST_STABLECOIN_ADDRESS);
  const existing = await publicClient.getCode({ address: expected });
  if (existing && existing !== '0x') return expected;

  // The address is derived from the deployer and its nonce; a used nonce 0 means the constant can
  // never be reached on this chain, and deploying elsewhere would silently break every consumer.
  const nonce = await publicClient.getTransactionCount({ address: walletClient.account.address });
  if (nonce !== 0) {
    throw new Error(
      `Account #0 has already sent ${nonce} transaction(s) on ${rpcUrl} but nothing is deployed at ` +
        `${expected}; restart the local chain so the test stablecoin can be deployed at its fixed address.`,
    );
  }
  const hash = await walletClient.deployContract({
    abi: testStablecoinAbi,
    bytecode: testStablecoinBytecode,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Deploying the test stablecoin failed (transaction ${hash})`);
  }
  const deployed = getAddress(receipt.contractAddress);
  if (deployed !== expected) {
    throw new Error(`The test stablecoin was deployed at ${deployed}, expected ${expected}`);
  }

  for (const key of TEST_PRIVATE_KEYS) {
    const mintHash = await walletClient.writeContract({
      address: deployed,
      abi: testStablecoinAbi,
      functionName: 'mint',
      args: [privateKeyToAccount(key).address, TEST_STABLECOIN_GRANT],
    });
    const mintReceipt = await publicClient.waitForTransactionReceipt({ hash: mintHash });
    if (mintReceipt.status !== 'success') throw new Error(`Minting tUSDC failed (transaction ${mintHash})`);
  }
  return deployed;
}

/**
 * Deploys Request Network's ERC20FeeProxy (its published bytecode) from account #19 unless it is
 * already there; every checkout payment and credits top-up goes through it. Returns its address,
 * which is always `LOCAL_PAYMENT_PROXY_ADDRESS`.
 */
export async function deployPaymentProxy(rpcUrl: string): Promise<Hex> {
  const { publicClient, walletClient } = clients(rpcUrl, PAYMENT_PROXY_DEPLOYER_KEY);
  const expected = getAddress(LOCAL_PAYMENT_PROXY_ADDRESS);
  const existing = await publicClient.getCode({ address: expected });
  if (existing && existing !== '0x') return expected;
  const nonce = await publicClient.getTransactionCount({ address: walletClient.account.address });
  if (nonce !== 0) {
    throw new Error(
      `Account #19 has already sent ${nonce} transaction(s) on ${rpcUrl} but nothing is deployed at ` +
        `${expected}; restart the local chain so the payment proxy can be deployed at its fixed address.`,
    );
  }
  const hash = await walletClient.deployContract({ abi: [], bytecode: erc20FeeProxyBytecode });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Deploying the payment proxy failed (transaction ${hash})`);
  }
  const deployed = getAddress(receipt.contractAddress);
  if (deployed !== expected)
    throw new Error(`The payment proxy was deployed at ${deployed}, expected ${expected}`);
  return deployed;
}

/**
 * Everything the suite expects on a fresh local chain: the test stablecoin, the payment proxy, the local
 * DEX (Uniswap V2 with its seeded pools, the swap-fee router, tTKN) and the exchange-rate feeds.
 */
export async function deployLocalContracts(rpcUrl: string): Promise<{
  stablecoin: Hex;
  paymentProxy: Hex;
  dex: typeof LOCAL_DEX;
  fxFeeds: typeof LOCAL_FX_FEEDS;
}> {
  const stablecoin = await deployTestStablecoin(rpcUrl);
  const paymentProxy = await deployPaymentProxy(rpcUrl);
  const dex = await deployLocalDex(rpcUrl);
  return { stablecoin, paymentProxy, dex, fxFeeds: await deployFxFeeds(rpcUrl) };
}

/**
 * Deploys a fresh copy of a test contract from account #0 and returns its address. The stablecoin is
 * made sure of first, so nothing else can take the nonce-0 slot the stablecoin's fixed address relies on.
 */
async function deployFresh(
  rpcUrl: string,
  what: string,
  contract: { abi: Abi; bytecode: Hex },
): Promise<Hex> {
  await deployTestStablecoin(rpcUrl);
  const { publicClient, walletClient } = clients(rpcUrl);
  const hash = await walletClient.deployContract(contract);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Deploying ${what} failed (transaction ${hash})`);
  }
  return getAddress(receipt.contractAddress);
}

/** Deploys a fresh test NFT (ERC-721) contract from account #0 and returns its address. */
export async function deployTestNft(rpcUrl: string): Promise<Hex> {
  return deployFresh(rpcUrl, 'the test NFT', { abi: testNftAbi, bytecode: testNftBytecode });
}

/** Deploys a fresh test multi-token (ERC-1155) contract from account #0 and returns its address. */
export async function deployTestMultiToken(rpcUrl: string): Promise<Hex> {
  return deployFresh(rpcUrl, 'the test multi-token', {
    abi: testMultiTokenAbi,
    bytecode: testMultiTokenBytecode,
  });
}

/**
 * Waits until the JSON-RPC endpoint answers `eth_chainId` (the node is still starting otherwise) and
 * returns the chain id; throws after `timeoutMs`.
 */
export async function waitForRpc(rpcUrl: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(Math.max(1, Math.min(2000, deadline - Date.now()))),
      });
      const body: unknown = await response.json();
      if (
        typeof body === 'object' &&
        body !== null &&
        'result' in body &&
        typeof body.result === 'string' &&
        body.result.startsWith('0x')
      ) {
        return Number.parseInt(body.result, 16);
      }
      lastError = new Error(`Unexpected answer: ${JSON.stringify(body)}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The RPC at ${rpcUrl} did not answer within ${timeoutMs} ms`, { cause: lastError });
}
