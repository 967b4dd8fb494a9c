import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USDT_PAYMENT } from '../../test/fixtures';
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

const payment = USDT_PAYMENT;

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

  it('sends one payment for a double tap, and is busy from the first tap, before the allowance is read', async () => {
    jest.mocked(payRequest).mockClear();
    // The allowance is being read: no step yet.
    jest.mocked(payRequest).mockImplementation(() => new Promise(() => undefined));
    renderCommerce(<PayMissing orderId="order-1" payment={payment} symbol="USDT" />);
    const pay = await screen.findByRole('button', { name: 'Pay 5 USDT' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(payRequest).toHaveBeenCalledTimes(1);
    expect(within(pay).getByRole('img', { name: 'loading' })).toBeInTheDocument();
  });
});
