import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookSettings } from '@suite/shared';
import { setLanguage } from '@suite/shared/react';
import { useSettingsMutations, useWebhookSettings } from '../../api/settings';
import { WebhookDeliveries } from '../../features/webhooks/webhook-deliveries';
import { emptyPage, invalidInputBody, renderCommerce } from '../../test/render';
import { NetworksForm, paymentChains } from './networks-form';
import { ReceiverForm } from './receiver-form';
import { WebhookForm } from './webhook-form';

const RECEIVER_WARNING = 'Please verify that the recipient wallet address is correct to avoid losing funds.';
const CREDITS_PER_ORDER_NOTE = 'Each order needs at least 0.5 USD in credits to be processed.';
const GENERATED_SECRET_TITLE = 'A webhook secret was generated';
const GENERATED_SECRET_NOTE =
  'It signs every delivery (the webhook-signature header): give it to your receiver so it can check each request came from this store.';

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

/** The form as Settings mounts it: saving goes through the API client to the table's answers. */
function ConnectedWebhookForm({ saved }: { saved: WebhookSettings }) {
  const { saveWebhook } = useSettingsMutations();
  return <WebhookForm saved={saved} onSave={saveWebhook} />;
}

/** The Settings page's webhook card: the form over the delivery log, from the saved settings. */
function WebhookCard() {
  const { data } = useWebhookSettings();
  const { saveWebhook } = useSettingsMutations();
  if (!data) return null;
  return (
    <>
      <WebhookForm saved={data} onSave={saveWebhook} />
      <WebhookDeliveries configured={Boolean(data.webhookUrl)} />
    </>
  );
}

const DELIVERIES_OFF = 'Deliveries are off: save a webhook URL to receive events.';
const UNSET: WebhookSettings = { webhookUrl: null, webhookSecret: null };
const WEBHOOK_SETTINGS = '/api/checkouts/webhook-settings';
const GENERATED = 'whsec_c2VjcmV0LWZyb20tdGhlLXNlcnZlci0xMjM0NTY3OA==';

/** The form item (label, control, message) of the field labelled `label`. */
function fieldItem(label: string): HTMLElement {
  const item = screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`${label} is not in a form item`);
  return item;
}

async function saveUrl(url: string) {
  fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: url } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('WebhookForm', () => {
  it('refuses what is not an http(s) URL, and says when the settings are saved', async () => {
    const onSave = jest.fn(async () => ({ webhookUrl: 'https://shop.test/hook', webhookSecret: GENERATED }));
    renderCommerce(<WebhookForm saved={{ webhookUrl: null, webhookSecret: null }} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: 'nope' } });
    expect(await screen.findByText('Must be a URL (http or https)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: 'https://shop.test/hook' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Webhook settings updated')).toBeInTheDocument();
  });
});

describe('WebhookForm and the API', () => {
  it('shows a generated secret at once, with a copy button and what it signs', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const stored = { webhookUrl: 'https://shop.test/hook', webhookSecret: GENERATED };
    const { api } = renderCommerce(<ConnectedWebhookForm saved={UNSET} />, {
      [`PUT ${WEBHOOK_SETTINGS}`]: { status: 200, body: stored },
      [`GET ${WEBHOOK_SETTINGS}`]: { status: 200, body: stored },
    });
    expect(screen.queryByText(GENERATED_SECRET_TITLE)).toBeNull();
    await saveUrl('https://shop.test/hook');

    expect(await screen.findByText(GENERATED_SECRET_TITLE)).toBeVisible();
    expect(screen.getByText(GENERATED)).toBeVisible();
    expect(screen.getByText(GENERATED_SECRET_NOTE)).toHaveTextContent('It signs every delivery');
    // The secret field holds what the server stored, so it is the one deliveries are signed with.
    expect(screen.getByLabelText('Webhook secret')).toHaveValue(GENERATED);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(GENERATED);
    expect(api.calls).toContain(`PUT ${WEBHOOK_SETTINGS}`);

    // Typing another secret: the generated one is no longer what would be saved.
    fireEvent.change(screen.getByLabelText('Webhook secret'), { target: { value: 'my-own-secret-of-16+' } });
    await waitFor(() => expect(screen.queryByText(GENERATED_SECRET_TITLE)).toBeNull());
  });

  it('says nothing of a secret the owner typed', async () => {
    const stored = { webhookUrl: 'https://shop.test/hook', webhookSecret: 'my-own-secret-of-16+' };
    renderCommerce(<ConnectedWebhookForm saved={UNSET} />, {
      [`PUT ${WEBHOOK_SETTINGS}`]: { status: 200, body: stored },
      [`GET ${WEBHOOK_SETTINGS}`]: { status: 200, body: stored },
    });
    fireEvent.change(screen.getByLabelText('Webhook secret'), { target: { value: 'my-own-secret-of-16+' } });
    await saveUrl('https://shop.test/hook');
    expect(await screen.findByText('Webhook settings updated')).toBeInTheDocument();
    expect(screen.queryByText(GENERATED_SECRET_TITLE)).toBeNull();
  });

  it('stops deliveries when the URL is emptied and saved, and says they are off', async () => {
    const secret = 'my-own-secret-of-16+';
    let stored: WebhookSettings = { webhookUrl: 'https://shop.test/hook', webhookSecret: secret };
    const sent: unknown[] = [];
    renderCommerce(<WebhookCard />, {
      [`GET ${WEBHOOK_SETTINGS}`]: () => ({ status: 200, body: stored }),
      [`PUT ${WEBHOOK_SETTINGS}`]: (request) => {
        sent.push(request.json());
        stored = { webhookUrl: null, webhookSecret: secret };
        return { status: 200, body: stored };
      },
      'GET /api/checkouts/webhook-deliveries': emptyPage(),
    });
    expect(await screen.findByLabelText('Webhook URL')).toHaveValue('https://shop.test/hook');
    expect(within(fieldItem('Webhook URL')).getByText('Leave empty to send no events.')).toBeVisible();
    expect(screen.queryByText(DELIVERIES_OFF)).toBeNull();

    await saveUrl('');
    expect(await screen.findByText('Webhook settings updated')).toBeInTheDocument();
    expect(await Promise.all(sent)).toEqual([{ webhookUrl: null, webhookSecret: secret }]);
    expect(await screen.findByText(DELIVERIES_OFF)).toBeVisible();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });

  it('shows why the server refuses a URL beside the URL field', async () => {
    const reason = '127.0.0.1 is a loopback address, which webhooks are never sent to';
    renderCommerce(<ConnectedWebhookForm saved={UNSET} />, {
      [`PUT ${WEBHOOK_SETTINGS}`]: invalidInputBody({ webhookUrl: reason }),
    });
    await saveUrl('http://127.0.0.1:8080/hook');
    expect(await within(fieldItem('Webhook URL')).findByText(reason)).toBeVisible();
    expect(screen.queryByText('Input validation failed')).toBeNull();
    expect(screen.queryByText(GENERATED_SECRET_TITLE)).toBeNull();
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
    renderCommerce(<NetworksForm saved={[1]} payable={[1, 8453, 31337]} onSave={onSave} />);
    expect(screen.queryByLabelText('Local chain')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show testnets' }));
    fireEvent.click(screen.getByLabelText('Local chain'));
    fireEvent.click(screen.getByLabelText('Base'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Networks updated')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith([1, 8453, 31337]);
  });

  it('hides an enabled testnet at first, says so beside the toggle, and keeps it enabled on save', async () => {
    const onSave = jest.fn(async () => undefined);
    renderCommerce(<NetworksForm saved={[1, 31337]} payable={[1, 8453, 31337]} onSave={onSave} />);
    const toggle = screen.getByRole('switch', { name: 'Show testnets' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('Local chain')).not.toBeInTheDocument();
    expect(screen.getByText('1 enabled test network hidden')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(screen.getByLabelText('Local chain')).toBeChecked();
    expect(screen.queryByText(/enabled test network/)).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByText('1 enabled test network hidden')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Base'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Networks updated')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith([1, 8453, 31337]);
  });

  it('stops saying an enabled testnet is hidden once it is unticked, and saves it disabled', async () => {
    const onSave = jest.fn(async () => undefined);
    renderCommerce(<NetworksForm saved={[1, 31337]} payable={[1, 31337]} onSave={onSave} />);
    expect(screen.getByText('1 enabled test network hidden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show testnets' }));
    fireEvent.click(screen.getByLabelText('Local chain'));
    fireEvent.click(screen.getByRole('switch', { name: 'Show testnets' }));
    expect(screen.queryByText(/enabled test network/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Networks updated')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith([1]);
  });

  it('says in Spanish that an enabled testnet is hidden', async () => {
    try {
      await act(() => setLanguage('es'));
      renderCommerce(
        <NetworksForm saved={[31337]} payable={[1, 31337]} onSave={jest.fn(async () => undefined)} />,
      );
      expect(await screen.findByText('1 red de prueba habilitada oculta')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Mostrar redes de prueba' })).not.toBeChecked();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('offers only the networks this server can take payments on, and says why the others are greyed out', async () => {
    const onSave = jest.fn(async () => undefined);
    // Polygon was enabled while the server read it; now it reads only the local chain.
    renderCommerce(<NetworksForm saved={[137]} payable={[31337]} onSave={onSave} />);
    expect(screen.getByLabelText('Polygon')).toBeDisabled();
    expect(screen.getByLabelText('Polygon')).not.toBeChecked();
    expect(screen.getByLabelText('Ethereum')).toBeDisabled();
    expect(
      screen.getByText(
        'None of these networks can take payments on this server. Turn on Show testnets to choose one that can.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Greyed-out networks can't take payments on this server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.click(screen.getByRole('switch', { name: 'Show testnets' }));
    expect(screen.queryByText(/^None of these networks/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Local chain')).toBeEnabled();
    fireEvent.click(screen.getByLabelText('Local chain'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Networks updated')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith([31337]);
  });

  it('says when the server can take payments on no network at all', () => {
    renderCommerce(<NetworksForm saved={[]} payable={[]} onSave={jest.fn(async () => undefined)} />);
    expect(
      screen.getByText(
        "This server can't take payments on any network yet: it needs an RPC node for one (RPC_URLS).",
      ),
    ).toBeInTheDocument();
  });
});
