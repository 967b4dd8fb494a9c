import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_RPC_URL, testStablecoinAbi, TEST_STABLECOIN_DECIMALS } from '@suite/chain';
import { ERC20_FEE_PROXY_ABI, LOCAL_TEST_STABLECOIN_ADDRESS, type PaymentRequest } from '@suite/shared';
import { paymentDueUnits, paymentProxyArgs, paymentProxyCalls } from '@suite/shared/schemas';
import { testKey } from './accounts';

/** Hardhat account #7 hands out ETH and tUSDC to the fresh wallets of the tests. */
const BANK_KEY = testKey(7);

const chain = {
  id: 31337,
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [LOCAL_RPC_URL] } },
} as const;

/**
 * A new wallet of its own for each run (so a test can run twice against the same suite), funded on
 * the local chain with `eth` for gas and `tusdc` of the test stablecoin.
 */
export async function fundedWallet(funds: { eth?: string; tusdc?: string } = {}) {
  const key = generatePrivateKey();
  const address: Address = privateKeyToAccount(key).address;
  const transport = http(LOCAL_RPC_URL);
  const bank = createWalletClient({ chain, transport, account: privateKeyToAccount(BANK_KEY) });
  const reader = createPublicClient({ chain, transport });
  const gas = await bank.sendTransaction({ to: address, value: parseEther(funds.eth ?? '1') });
  await reader.waitForTransactionReceipt({ hash: gas });
  if (funds.tusdc) {
    const tokens = await bank.writeContract({
      address: LOCAL_TEST_STABLECOIN_ADDRESS,
      abi: testStablecoinAbi,
      functionName: 'transfer',
      args: [address, parseUnits(funds.tusdc, TEST_STABLECOIN_DECIMALS)],
    });
    await reader.waitForTransactionReceipt({ hash: tokens });
  }
  return { key, address };
}

/** The tUSDC balance of an address, read on the local chain. */
export function tusdcBalance(owner: Address): Promise<bigint> {
  return createPublicClient({ chain, transport: http(LOCAL_RPC_URL) }).readContract({
    address: LOCAL_TEST_STABLECOIN_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/**
 * Pays a payment request from a wallet outside any page, as a wallet whose prompt was left open would:
 * the allowance, then the proxy's call carrying the request's reference. Resolves with the last hash.
 */
export async function payRequestFrom(key: Hex, payment: PaymentRequest): Promise<Hash> {
  const transport = http(LOCAL_RPC_URL);
  const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(key) });
  const reader = createPublicClient({ chain, transport });
  const proxy = getAddress(payment.proxyAddress);
  const approval = await wallet.writeContract({
    address: getAddress(payment.tokenAddress),
    abi: erc20Abi,
    functionName: 'approve',
    args: [proxy, paymentDueUnits(payment)],
  });
  await reader.waitForTransactionReceipt({ hash: approval });
  let last: Hash | undefined;
  for (const call of paymentProxyCalls(payment)) {
    last = await wallet.writeContract({
      address: proxy,
      abi: ERC20_FEE_PROXY_ABI,
      functionName: 'transferFromWithReferenceAndFee',
      args: paymentProxyArgs(payment, call),
    });
    await reader.waitForTransactionReceipt({ hash: last });
  }
  if (!last) throw new Error('Nothing to pay');
  return last;
}
