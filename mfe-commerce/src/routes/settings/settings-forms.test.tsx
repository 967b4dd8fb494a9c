import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderCommerce } from '../../test/render';
import { NetworksForm, paymentChains } from './networks-form';
import { CREDITS_PER_ORDER_NOTE, RECEIVER_WARNING, ReceiverForm } from './receiver-form';
import { WebhookForm } from './webhook-form';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('ReceiverForm', () => {
  it('warns about the address, notes the credits per order and checks the e-mail', async () => {
    const onSave = jest.fn(async () => undefined);
    renderCommerce(
      <ReceiverForm saved={{ receiverAddress: null, notificationEmail: null }} onSave={onSave} />,
    );
    expect(screen.getByText(RECEIVER_WARNING)).toBeInTheDocument();
    expect(RECEIVER_WARNING).toBe(
      'Please verify that the recipient wallet address is correct to avoid losing funds.',
    );
    expect(screen.getByText(CREDITS_PER_ORDER_NOTE)).toHaveTextContent('0.5 USD');

    fireEvent.change(screen.getByLabelText('Recipient wallet address'), { target: { value: ADDRESS } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    expect(await screen.findByText('Must be a valid e-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'shop@example.com' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('General settings updated')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ receiverAccount: ADDRESS, receiverEmail: 'shop@example.com' });
  });

  it('refuses an address that is not 0x and 40 hex characters', async () => {
    renderCommerce(
      <ReceiverForm saved={{ receiverAddress: null, notificationEmail: null }} onSave={jest.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Recipient wallet address'), { target: { value: '0x123' } });
    expect(
      await screen.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeInTheDocument();
  });
});

describe('WebhookForm', () => {
  it('needs a URL and says when the settings are saved', async () => {
    const onSave = jest.fn(async () => undefined);
    renderCommerce(<WebhookForm saved={{ webhookUrl: null, webhookSecret: null }} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: 'nope' } });
    expect(await screen.findByText('Must be a URL (http or https)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: 'https://shop.test/hook' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Webhook settings updated')).toBeInTheDocument();
  });
});

describe('payment networks', () => {
  it('offers the stablecoin chains, the local chain only with testnets, never Goerli or Mumbai', () => {
    const ids = paymentChains(false).map((chain) => chain.id);
    expect(ids).toEqual([1, 10, 56, 137, 8453, 42161, 43114, 81457]);
    expect(paymentChains(true).map((chain) => chain.id)).toContain(31337);
    expect(paymentChains(true).map((chain) => chain.id)).not.toEqual(expect.arrayContaining([5]));
    expect(paymentChains(true).map((chain) => chain.id)).not.toEqual(expect.arrayContaining([80001]));
  });

  it('hides testnets behind the toggle and saves the checked networks', async () => {
    const onSave = jest.fn(async () => undefined);
    renderCommerce(<NetworksForm saved={[1]} onSave={onSave} />);
    expect(screen.queryByLabelText('Local chain')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show testnets' }));
    fireEvent.click(screen.getByLabelText('Local chain'));
    fireEvent.click(screen.getByLabelText('Base'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Networks updated')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith([1, 8453, 31337]);
  });
});
