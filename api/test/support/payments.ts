import {
  ERC20_FEE_PROXY_ABI,
  LOCAL_TEST_STABLECOIN_ADDRESS,
  type OrderReceipt,
  type PaymentRequest,
} from '@suite/shared';
import { paymentDueUnits, paymentProxyCalls } from '@suite/shared/schemas';
import {
  deployLocalContracts,
  TEST_PRIVATE_KEYS,
  testStablecoinAbi,
  testStablecoinBytecode,
} from '@suite/chain';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
  http,
  isHex,
  keccak256,
  parseUnits,
  zeroAddress,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startLocalChain, type LocalChain } from './hardhat';
import { TestBrowser } from './browser';

/** Hardhat's account #1: funded with ETH and 1,000,000 tUSDC when the stablecoin is deployed. */
export const CUSTOMER_KEY = TEST_PRIVATE_KEYS[1];
export const TEST_TOKEN = getAddress(LOCAL_TEST_STABLECOIN_ADDRESS);

/** A local chain of its own with the test stablecoin, and a customer's wallet on it. */
export interface PaymentChain {
  chain: LocalChain;
  customer: ReturnType<typeof privateKeyToAccount>;
  /** Sends `amount` (a USD decimal) of `token` from the customer to `to`; resolves once mined. */
  transfer(to: string, amount: string, options?: { token?: Hex; gas?: bigint }): Promise<Hex>;
  /**
   * Pays a payment request as the checkout page does: approves the proxy, then calls it with the
   * request's reference. `units` (default: what is missing) and every other part can be changed, to
   * pay short, to another receiver, with another reference, from another wallet; `reverted`: the
   * call is mined and reverts (no allowance given, its gas set so no estimate refuses it first).
   */
  pay(
    payment: PaymentRequest,
    options?: {
      units?: bigint;
      /** A fee logged with the zero address as its recipient: the proxy moves none of it. */
      feeUnits?: bigint;
      token?: Hex;
      receiver?: Hex;
      reference?: Hex;
      from?: PrivateKeyAccount;
      reverted?: boolean;
    },
  ): Promise<Hex>;
  /**
   * Pays a request with marketplace fees as the checkout page does (`paymentProxyCalls`: the price
   * with the first fee, then a call per further fee); `feeUnits` replaces what each call sends in its
   * fee slot (to pay a fee short), `feeAddress` where to. Resolves with every transaction's hash.
   */
  payWithFees(
    payment: PaymentRequest,
    options?: { feeUnits?: (due: bigint, index: number) => bigint; feeAddress?: Hex },
  ): Promise<Hex[]>;
  /** Deploys another ERC-20 (same code, another address) and funds the customer with it. */
  deployOtherToken(): Promise<Hex>;
  mine(blocks: number): Promise<void>;
  setAutomine(enabled: boolean): Promise<void>;
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  stop(): Promise<void>;
}

export async function startPaymentChain(): Promise<PaymentChain> {
  const chain = await startLocalChain();
  try {
    await deployLocalContracts(chain.rpcUrl);
  } catch (error) {
    await chain.stop();
    throw error;
  }
  const local = defineChain({
    id: 31337,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const customer = privateKeyToAccount(CUSTOMER_KEY);
  const transport = http(chain.rpcUrl);
  const wallet = createWalletClient({ chain: local, transport, account: customer });
  const reader = createPublicClient({ chain: local, transport });

  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      throw new Error(`${method}: ${JSON.stringify(body.error)}`);
    }
    return typeof body === 'object' && body !== null && 'result' in body ? body.result : undefined;
  }

  return {
    chain,
    customer,
    rpc,
    async transfer(to, amount, options = {}) {
      const hash = await wallet.writeContract({
        address: options.token ?? TEST_TOKEN,
        abi: testStablecoinAbi,
        functionName: 'transfer',
        args: [getAddress(to), parseUnits(amount, 6)],
        ...(options.gas ? { gas: options.gas } : {}),
      });
      return hash;
    },
    async pay(payment, options = {}) {
      const account = options.from ?? customer;
      const payer = createWalletClient({ chain: local, transport, account });
      const token = options.token ?? getAddress(payment.tokenAddress);
      const units = options.units ?? BigInt(payment.missingUnits);
      const reference = options.reference ?? payment.reference;
      if (!isHex(reference)) throw new Error(`Not a hex reference: ${reference}`);
      const approval = await payer.writeContract({
        address: token,
        abi: testStablecoinAbi,
        functionName: 'approve',
        args: [getAddress(payment.proxyAddress), options.reverted ? 0n : units],
      });
      await reader.waitForTransactionReceipt({ hash: approval });
      const call = {
        address: getAddress(payment.proxyAddress),
        abi: ERC20_FEE_PROXY_ABI,
        functionName: 'transferFromWithReferenceAndFee',
        args: [
          token,
          options.receiver ?? getAddress(payment.receiverAddress),
          units,
          reference,
          options.feeUnits ?? 0n,
          zeroAddress,
        ],
      } as const;
      if (options.reverted) {
        // Hardhat mines a failing transaction but answers its sending with the failure: the hash is
        // the signed transaction's own.
        const signed = await payer.signTransaction(
          await payer.prepareTransactionRequest({
            to: call.address,
            data: encodeFunctionData(call),
            gas: 200_000n,
          }),
        );
        await payer.sendRawTransaction({ serializedTransaction: signed }).catch(() => undefined);
        const receipt = await reader.waitForTransactionReceipt({ hash: keccak256(signed) });
        if (receipt.status !== 'reverted') throw new Error('The payment was meant to revert');
        return receipt.transactionHash;
      }
      const hash = await payer.writeContract(call);
      await reader.waitForTransactionReceipt({ hash });
      return hash;
    },
    async payWithFees(payment, options = {}) {
      const token = getAddress(payment.tokenAddress);
      const proxy = getAddress(payment.proxyAddress);
      const reference = payment.reference;
      if (!isHex(reference)) throw new Error(`Not a hex reference: ${reference}`);
      const approval = await wallet.writeContract({
        address: token,
        abi: testStablecoinAbi,
        functionName: 'approve',
        args: [proxy, paymentDueUnits(payment)],
      });
      await reader.waitForTransactionReceipt({ hash: approval });
      const hashes: Hex[] = [];
      const calls = paymentProxyCalls(payment);
      for (const [index, call] of calls.entries()) {
        const feeUnits = options.feeUnits ? options.feeUnits(call.feeAmount, index) : call.feeAmount;
        const hash = await wallet.writeContract({
          address: proxy,
          abi: ERC20_FEE_PROXY_ABI,
          functionName: 'transferFromWithReferenceAndFee',
          args: [
            token,
            getAddress(call.to),
            call.amount,
            reference,
            feeUnits,
            options.feeAddress ?? (call.feeAddress ? getAddress(call.feeAddress) : zeroAddress),
          ],
        });
        const receipt = await reader.waitForTransactionReceipt({ hash });
        if (receipt.status !== 'success') throw new Error(`Payment ${hash} reverted`);
        hashes.push(hash);
      }
      return hashes;
    },
    async deployOtherToken() {
      const hash = await wallet.deployContract({ abi: testStablecoinAbi, bytecode: testStablecoinBytecode });
      const receipt = await reader.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error('No contract deployed');
      const mint = await wallet.writeContract({
        address: receipt.contractAddress,
        abi: testStablecoinAbi,
        functionName: 'mint',
        args: [customer.address, parseUnits('1000', 6)],
      });
      await reader.waitForTransactionReceipt({ hash: mint });
      return receipt.contractAddress;
    },
    async mine(blocks) {
      await rpc('hardhat_mine', [`0x${blocks.toString(16)}`]);
    },
    async setAutomine(enabled) {
      await rpc('evm_setAutomine', [enabled]);
    },
    stop: () => chain.stop(),
  };
}

/** Polls the public receipt until `done` holds (the payment worker runs in the background). */
export async function receiptWhen(
  server: { url: string },
  orderId: string,
  done: (receipt: OrderReceipt) => boolean,
  timeoutMs = 20_000,
): Promise<OrderReceipt> {
  const deadline = Date.now() + timeoutMs;
  let last: OrderReceipt | undefined;
  while (Date.now() < deadline) {
    last = await new TestBrowser(server.url).call((client) => client.orders.receipt({ id: orderId }));
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The order never reached the expected state; last seen: ${JSON.stringify(last)}`);
}
