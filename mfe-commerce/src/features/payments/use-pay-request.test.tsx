import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PaymentRequest } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { WaitForTransactionReceiptTimeoutError } from 'viem';
import { payRequest, PayRequestFailure } from './pay-request';
import { usePayRequest, type PayOutcome } from './use-pay-request';

// The wallet and the chain are the edge here: the payment's own steps are `payRequest`'s.
jest.mock('./pay-request', () => ({
  ...jest.requireActual<typeof import('./pay-request')>('./pay-request'),
  payRequest: jest.fn(),
}));
jest.mock('wagmi', () => ({
  useConfig: () => ({}),
  useConnection: () => ({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 31337 }),
}));

const MINED = `0x${'1'.repeat(64)}` as const;
const REVERTED = `0x${'2'.repeat(64)}` as const;
const payment = { reference: '0x0123456789abcdef' } as unknown as PaymentRequest;

function renderPay() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SuiteProviders apiBaseUrl="http://pay.test">{children}</SuiteProviders>
  );
  return renderHook(() => usePayRequest(), { wrapper });
}

describe('usePayRequest', () => {
  it('tells the API each mined payment', async () => {
    jest.mocked(payRequest).mockResolvedValue([MINED]);
    const report = jest.fn().mockResolvedValue(undefined);
    const { result } = renderPay();
    let paid: PayOutcome | undefined;
    await act(async () => {
      paid = await result.current.pay(payment, report);
    });
    expect(paid).toEqual({ paid: true });
    expect(report).toHaveBeenCalledWith(MINED);
    expect(result.current.error).toBeNull();
  });

  it('tells the API the payment that reverted, so the order says so, and the buyer why', async () => {
    jest.mocked(payRequest).mockRejectedValue(new PayRequestFailure('reverted', REVERTED));
    const report = jest.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderPay();
    let paid: PayOutcome | undefined;
    await act(async () => {
      paid = await result.current.pay(payment, report);
    });
    expect(paid).toEqual({
      paid: false,
      error: 'The payment transaction was reverted by the network: nothing was paid.',
    });
    expect(report).toHaveBeenCalledWith(REVERTED);
    // A report that fails changes nothing of what the buyer reads.
    expect(result.current.error).toBe(
      'The payment transaction was reverted by the network: nothing was paid.',
    );
  });

  it('says nothing went wrong when the wait for a payment it sent times out: whoever remembered it follows it', async () => {
    jest.mocked(payRequest).mockImplementation(async (_config, _account, _payment, onStep, onSent) => {
      onStep('wallet');
      onSent?.(MINED);
      onStep('mining');
      throw new WaitForTransactionReceiptTimeoutError({ hash: MINED });
    });
    const sent = jest.fn();
    const { result } = renderPay();
    let paid: PayOutcome | undefined;
    await act(async () => {
      paid = await result.current.pay(payment, jest.fn(), sent);
    });
    expect(sent).toHaveBeenCalledWith(MINED);
    expect(paid).toEqual({ paid: false, error: null });
    expect(result.current.error).toBeNull();
  });

  it('tells nothing when the wallet refused before any transaction', async () => {
    jest.mocked(payRequest).mockRejectedValue(new PayRequestFailure('allowanceReverted'));
    const report = jest.fn();
    const { result } = renderPay();
    await act(async () => {
      await result.current.pay(payment, report);
    });
    expect(report).not.toHaveBeenCalled();
    expect(result.current.error).toBe('The allowance transaction was reverted.');
  });

  it('pays once when asked again before the first payment is done', async () => {
    jest.mocked(payRequest).mockClear();
    let finish: (hashes: `0x${string}`[]) => void = () => undefined;
    jest.mocked(payRequest).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const report = jest.fn().mockResolvedValue(undefined);
    const { result } = renderPay();
    const { pay } = result.current;
    let first: Promise<PayOutcome> | undefined;
    let second: Promise<PayOutcome> | undefined;
    await act(async () => {
      first = pay(payment, report);
      second = pay(payment, report);
    });
    expect(payRequest).toHaveBeenCalledTimes(1);
    expect(await second).toEqual({ paid: false, error: null });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish([MINED]);
      await first;
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });
});
