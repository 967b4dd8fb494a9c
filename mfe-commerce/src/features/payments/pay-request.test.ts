import type { PaymentRequest } from '@suite/shared';
import type { Config } from 'wagmi';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { USDT_PAYMENT } from '../../test/fixtures';
import { payRequest, type PayRequestStep } from './pay-request';

// The wallet and the chain are the edge here: what the token answers, what the wallet sends.
jest.mock('wagmi/actions', () => ({
  readContract: jest.fn(),
  switchChain: jest.fn(),
  writeContract: jest.fn(),
  waitForTransactionReceipt: jest.fn(),
}));

const BUYER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const { proxyAddress: PROXY, receiverAddress: RECEIVER } = USDT_PAYMENT;

/** The same request in Circle's USDC on Ethereum, whose approve takes any allowance to any other. */
const USDC_PAYMENT: PaymentRequest = {
  ...USDT_PAYMENT,
  tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
};

/**
 * Pays `payment` from a wallet whose allowance for the proxy is `allowance`, and answers what was
 * sent and confirmed on chain, in order, and the steps the page was told; `replacedBy` names the
 * transactions the wallet sped up, by the hash of what was mined in their place.
 */
async function payWithAllowance(
  allowance: bigint,
  payment: PaymentRequest = USDT_PAYMENT,
  replacedBy?: Record<string, `0x${string}`>,
) {
  const chain: string[] = [];
  let sent = 0;
  jest.mocked(readContract).mockResolvedValue(allowance);
  jest.mocked(writeContract).mockImplementation(async (_config, request) => {
    sent += 1;
    const hash = `0x${String(sent).repeat(64)}` as const;
    chain.push(
      `send ${request.functionName}(${(request.args ?? []).map(String).join(', ')}) ${hash.slice(0, 3)}`,
    );
    return hash;
  });
  jest.mocked(waitForTransactionReceipt).mockImplementation(async (_config, { hash }) => {
    chain.push(`confirmed ${hash.slice(0, 3)}`);
    // viem follows a transaction the wallet sped up to its replacement's receipt.
    const mined = replacedBy?.[hash] ?? hash;
    return { status: 'success', transactionHash: mined } as Awaited<
      ReturnType<typeof waitForTransactionReceipt>
    >;
  });
  const steps: PayRequestStep[] = [];
  const config: Config = Object.create(null);
  const hashes = await payRequest(config, { address: BUYER, chainId: 1 }, payment, (step) =>
    steps.push(step),
  );
  return { chain, steps, hashes };
}

// The proxy call's addresses go in lower case (paymentProxyArgs), which the ABI encoder takes as valid.
const payCall = (token: string) =>
  `send transferFromWithReferenceAndFee(${token.toLowerCase()}, ${RECEIVER.toLowerCase()}, 5000000, 0x0123456789abcdef, 0, 0x0000000000000000000000000000000000000000)`;
const PAY = payCall(USDT_PAYMENT.tokenAddress);

describe('payRequest', () => {
  beforeEach(() => jest.clearAllMocks());

  it("sets USDT's leftover allowance on Ethereum to 0, confirmed, before approving the amount (it reverts otherwise)", async () => {
    const { chain, steps } = await payWithAllowance(1n);
    expect(chain).toEqual([
      `send approve(${PROXY}, 0) 0x1`,
      'confirmed 0x1',
      `send approve(${PROXY}, 5000000) 0x2`,
      'confirmed 0x2',
      `${PAY} 0x3`,
      'confirmed 0x3',
    ]);
    // The page says each step as it is: the reset, then the approval, then the payment.
    expect(steps).toEqual(['resettingAllowance', 'approving', 'wallet', 'mining']);
  });

  it('approves the amount at once over a leftover allowance of any other token (USDC)', async () => {
    const { chain, steps } = await payWithAllowance(1n, USDC_PAYMENT);
    expect(chain).toEqual([
      `send approve(${PROXY}, 5000000) 0x1`,
      'confirmed 0x1',
      `${payCall(USDC_PAYMENT.tokenAddress)} 0x2`,
      'confirmed 0x2',
    ]);
    expect(steps).toEqual(['approving', 'wallet', 'mining']);
  });

  it('approves the amount once when there is no allowance', async () => {
    const { chain, steps } = await payWithAllowance(0n);
    expect(chain).toEqual([
      `send approve(${PROXY}, 5000000) 0x1`,
      'confirmed 0x1',
      `${PAY} 0x2`,
      'confirmed 0x2',
    ]);
    expect(steps).toEqual(['approving', 'wallet', 'mining']);
  });

  it('asks no approval when the allowance covers the amount', async () => {
    const { chain, steps, hashes } = await payWithAllowance(5_000_000n);
    expect(chain).toEqual([`${PAY} 0x1`, 'confirmed 0x1']);
    expect(steps).toEqual(['wallet', 'mining']);
    expect(hashes).toEqual([`0x${'1'.repeat(64)}`]);
  });

  it('answers the mined transaction when the wallet sped the payment up: the one the API can find', async () => {
    const sent = `0x${'1'.repeat(64)}`;
    const replacement = `0x${'9'.repeat(64)}` as const;
    const { hashes } = await payWithAllowance(5_000_000n, USDT_PAYMENT, { [sent]: replacement });
    expect(hashes).toEqual([replacement]);
  });
});
