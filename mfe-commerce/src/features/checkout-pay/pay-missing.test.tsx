import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequest } from '@suite/shared';
import { renderCommerce } from '../../test/render';
import { payRequest } from '../payments/pay-request';
import PayMissing from './pay-missing';

// The wallet is the edge here: the payment's own steps are `payRequest`'s.
jest.mock('../payments/pay-request', () => ({
  ...jest.requireActual<typeof import('../payments/pay-request')>('../payments/pay-request'),
  payRequest: jest.fn(),
}));
jest.mock('wagmi', () => ({
  useConfig: () => ({}),
  useConnection: () => ({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 1 }),
}));

const payment: PaymentRequest = {
  id: 'request-1',
  chainId: 1,
  tokenAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  proxyAddress: '0x370DE27fdb7D1Ff1e1BaA7D11c5820a324Cf623C',
  reference: '0x0123456789abcdef',
  amount: '5',
  amountUnits: '5000000',
  receivedAmount: '0',
  pendingAmount: '0',
  missingAmount: '5',
  missingUnits: '5000000',
  overpaidAmount: null,
  progress: 'awaiting',
  fees: [],
  expiresAt: '2030-01-01T00:00:00.000Z',
  requiredConfirmations: 1,
  payments: [],
};

describe('PayMissing', () => {
  it('says what the wallet asks while a leftover allowance is reset, and that declining it sent nothing', async () => {
    let decline: () => void = () => undefined;
    jest.mocked(payRequest).mockImplementation(async (_config, _account, _payment, onStep) => {
      onStep('resettingAllowance');
      await new Promise<void>((resolve) => {
        decline = resolve;
      });
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    renderCommerce(<PayMissing orderId="order-1" payment={payment} symbol="USDT" />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Pay 5 USDT' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Reset the payment contract's earlier allowance to 0 in your wallet, before allowing this amount…",
    );
    decline();
    expect(
      await screen.findByText('The allowance reset was declined in your wallet. Nothing was sent.'),
    ).toBeInTheDocument();
  });
});
