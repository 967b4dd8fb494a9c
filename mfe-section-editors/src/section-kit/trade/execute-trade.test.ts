import type { SwapQuote } from '@suite/shared';
import { NATIVE_TOKEN_ADDRESS } from '@suite/shared/schemas';
import { executeTrade, type TradeRequest, type TradeStep, type TradeWallet } from './execute-trade';
import { TradeCancelled, TradeError } from './trade-errors';
import { SPENDER, USDC, USDC_TO_ETH_PRICE } from '../../test/trade-support';

const TAKER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SETTLER = '0x0d0E364aa7852291883C162B22D6D81f6355428F';
const REQUEST: TradeRequest = {
  chainId: 1,
  sellToken: USDC,
  buyToken: NATIVE_TOKEN_ADDRESS,
  sellAmount: 100_000_000n,
  slippageBps: 100,
  taker: TAKER,
};

function quote(allowance: { actual: string; spender: string } | null): SwapQuote {
  return {
    ...USDC_TO_ETH_PRICE,
    liquidityAvailable: true,
    issues: { allowance, balance: null, simulationIncomplete: false },
    transaction: { to: SETTLER, data: '0xabcdef', value: '0', gas: '210000', gasPrice: '1' },
  };
}

/** A wallet that records what it is asked, in order; its chain and answers are set per test. */
function fakeWallet(quotes: SwapQuote[], { chainId = 1, receipts = ['success', 'success'] } = {}) {
  const calls: string[] = [];
  const sent: Parameters<TradeWallet['send']>[0][] = [];
  const wallet: TradeWallet = {
    chainId: () => chainId,
    switchChain: async (to) => {
      calls.push(`switch ${to}`);
    },
    quote: async (input) => {
      calls.push(
        `quote ${input.sellAmount} for ${input.taker}${input.siteId ? ` on site ${String(input.siteId)}` : ''}`,
      );
      const next = quotes.shift();
      if (!next) throw new Error('no more quotes');
      return next;
    },
    approve: async ({ token, spender, amount }) => {
      calls.push(`approve ${token} ${spender} ${amount}`);
      return '0xa1';
    },
    send: async (transaction) => {
      calls.push(`send ${transaction.to}`);
      sent.push(transaction);
      return '0xb2';
    },
    waitForReceipt: async ({ hash }) => {
      calls.push(`wait ${hash}`);
      return receipts.shift() === 'reverted' ? 'reverted' : 'success';
    },
  };
  return { wallet, calls, sent };
}

describe('executeTrade', () => {
  it('stops before any approval or transaction when the quote says the balance is too low', async () => {
    const short = {
      ...quote({ actual: '0', spender: SPENDER }),
      issues: {
        allowance: { actual: '0', spender: SPENDER },
        balance: { token: USDC, actual: '5000000', expected: '100000000' },
        simulationIncomplete: false,
      },
    };
    const { wallet, calls } = fakeWallet([short]);
    const failed = executeTrade(wallet, REQUEST, () => {});
    await expect(failed).rejects.toBeInstanceOf(TradeError);
    await expect(failed).rejects.toThrow(
      'Your balance is too low for this trade: nothing was asked of your wallet',
    );
    expect(calls).toEqual([`quote 100000000 for ${TAKER}`]);
  });

  it("approves the quote's spender first when the allowance is short, then sends a fresh quote's transaction", async () => {
    const { wallet, calls, sent } = fakeWallet([quote({ actual: '0', spender: SPENDER }), quote(null)]);
    const steps: TradeStep[] = [];
    await expect(executeTrade(wallet, REQUEST, (step) => steps.push(step))).resolves.toBe('0xb2');
    expect(calls).toEqual([
      `quote 100000000 for ${TAKER}`,
      `approve ${USDC} ${SPENDER} 100000000`,
      'wait 0xa1',
      `quote 100000000 for ${TAKER}`,
      `send ${SETTLER}`,
      'wait 0xb2',
    ]);
    expect(steps).toEqual(['quote', 'approve', 'approval', 'quote', 'sign', 'confirm']);
    expect(sent[0]).toEqual({ chainId: 1, to: SETTLER, data: '0xabcdef', value: 0n, gas: 210_000n });
  });

  it('switches the wallet to the section chain, and never approves the native currency', async () => {
    const { wallet, calls } = fakeWallet([quote({ actual: '0', spender: SPENDER })], { chainId: 137 });
    await executeTrade(wallet, { ...REQUEST, sellToken: NATIVE_TOKEN_ADDRESS, buyToken: USDC }, () => {});
    expect(calls).toEqual(['switch 1', `quote 100000000 for ${TAKER}`, `send ${SETTLER}`, 'wait 0xb2']);
  });

  it('fails plainly on no liquidity, a failed approval and a reverted trade', async () => {
    const none = fakeWallet([{ liquidityAvailable: false }]);
    await expect(executeTrade(none.wallet, REQUEST, () => {})).rejects.toThrow(
      'There is no liquidity for this trade right now',
    );

    const approval = fakeWallet([quote({ actual: '0', spender: SPENDER })], { receipts: ['reverted'] });
    await expect(executeTrade(approval.wallet, REQUEST, () => {})).rejects.toThrow(
      'The approval failed on chain',
    );
    expect(approval.calls.some((call) => call.startsWith('send'))).toBe(false);

    const reverted = fakeWallet([quote(null)], { receipts: ['reverted'] });
    await expect(executeTrade(reverted.wallet, REQUEST, () => {})).rejects.toThrow(
      'The trade failed on chain; nothing was swapped',
    );
  });

  it('asks the site’s quote, and lets the visitor review the final quote before anything is signed', async () => {
    const confirmed = fakeWallet([quote({ actual: '0', spender: SPENDER }), quote(null)]);
    const steps: TradeStep[] = [];
    const reviewed: string[] = [];
    await expect(
      executeTrade(
        confirmed.wallet,
        { ...REQUEST, siteId: 7 },
        (step) => steps.push(step),
        async (firm) => {
          reviewed.push(`${firm.sellAmount} → ${firm.buyAmount} after ${confirmed.calls.length} calls`);
          return true;
        },
      ),
    ).resolves.toBe('0xb2');
    expect(confirmed.calls[0]).toBe(`quote 100000000 for ${TAKER} on site 7`);
    // Reviewed after the approval, on the fresh quote the wallet then sends.
    expect(reviewed).toEqual(['100000000 → 31250000000000000 after 4 calls']);
    expect(steps).toEqual(['quote', 'approve', 'approval', 'quote', 'review', 'sign', 'confirm']);

    const declined = fakeWallet([quote(null)]);
    await expect(
      executeTrade(
        declined.wallet,
        REQUEST,
        () => {},
        async () => false,
      ),
    ).rejects.toBeInstanceOf(TradeCancelled);
    expect(declined.sent).toEqual([]);
  });
});
