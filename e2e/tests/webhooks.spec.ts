import type { IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { CommercePage } from '../pages/commerce-page';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { callApi, placeUnpaidOrder } from '../support/api';
import { fundedWallet, payRequestFrom } from '../support/funding';
import { serveOnLocalhost } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

// A seller's webhook, end to end: Settings saves a URL of a receiver on this machine (the suite lets
// deliveries go there, as a seller trying webhooks locally needs), the secret the page shows verifies
// every request the receiver gets, and the delivery log says what the receiver answered.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The Standard Webhooks headers of a request, as the library's verifier takes them. */
function signatureHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    'webhook-id': header('webhook-id'),
    'webhook-timestamp': header('webhook-timestamp'),
    'webhook-signature': header('webhook-signature'),
  };
}

/** The `index`th of some requests received (from 0); fails the test when it has not come. */
function nth(requests: Received[], index: number): Received {
  const request = requests[index];
  if (!request) throw new Error(`The receiver got no request ${index + 1}`);
  return request;
}

/** The `type` of a webhook's JSON body. */
function eventType(body: string): unknown {
  const payload: unknown = JSON.parse(body);
  return typeof payload === 'object' && payload !== null && 'type' in payload ? payload.type : undefined;
}

test("a seller's webhook receiver gets each order event, signed with the secret Settings shows @payments", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const received: Received[] = [];
  const receiver = await serveOnLocalhost((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  const commerce = new CommercePage(page);
  try {
    const wallet = new TestWallet(page, testKey(E2E_SELLER_KEY_INDEX));
    await wallet.install();
    await commerce.goto('settings');
    await commerce.account.signIn(wallet.address);

    // The URL of a receiver on this machine is taken; the secret left blank is generated and shown.
    const form = page.getByRole('form', { name: 'Webhook' });
    const url = `${receiver.url}hooks/orders`;
    await form.getByLabel('Webhook URL').fill(url);
    await form.getByLabel('Webhook secret').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(commerce.toast('Webhook settings updated')).toBeVisible();
    await expect(form.getByText('A webhook secret was generated')).toBeVisible();
    const secret = await form.getByLabel('Webhook secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await expect(form.getByText(secret, { exact: true })).toBeVisible();
    const verifier = new Webhook(secret);

    // Send test event: the receiver gets it, signed, and the log shows it delivered with the answer.
    // (Picked by type: a delivery of this seller's still being retried would come to the new URL too.)
    const testEvents = () => received.filter(({ body }) => eventType(body) === 'webhook.test');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(commerce.toast('Test event queued')).toBeVisible();
    await expect.poll(() => testEvents().length, { timeout: 30_000 }).toBe(1);
    const testEvent = nth(testEvents(), 0);
    expect(verifier.verify(testEvent.body, signatureHeaders(testEvent.headers))).toMatchObject({
      type: 'webhook.test',
      data: { message: 'A test event sent from the commerce settings.' },
    });
    const testId = signatureHeaders(testEvent.headers)['webhook-id'];
    const redeliverTest = page.getByRole('button', { name: `Redeliver webhook.test ${testId}` });
    const testRow = page.getByRole('row').filter({ has: redeliverTest });
    await expect(testRow.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(testRow.getByRole('cell', { name: '200', exact: true })).toBeVisible();

    // An order paid through one of the seller's checkouts is sent as order.created, then order.confirmed.
    const link = await commerce.checkoutLink('Solidity Course');
    const checkoutId = new URL(link).pathname.split('/').pop() ?? '';
    const buyer = await fundedWallet({ tusdc: '500' });
    const email = `webhook-${Date.now().toString(36)}@example.com`;
    const placed = await placeUnpaidOrder(page, { checkoutId, email, sender: buyer.address });
    const orderId = placed.order.id;
    if (!placed.order.payment) throw new Error('The order has no payment request');
    const hash = await payRequestFrom(buyer.key, placed.order.payment);
    await callApi(page, 'POST', `/orders/${orderId}/payment`, { hash });
    // One of each, in either order: a batch of deliveries is sent side by side, and a receiver orders
    // them by their body's timestamp (Standard Webhooks promises no order).
    const eventsOf = (type: string) =>
      received.filter(({ body }) => body.includes(orderId) && eventType(body) === type);
    await expect
      .poll(() => [eventsOf('order.created').length, eventsOf('order.confirmed').length], {
        timeout: 60_000,
      })
      .toEqual([1, 1]);
    const created = nth(eventsOf('order.created'), 0);
    const confirmed = nth(eventsOf('order.confirmed'), 0);
    expect(verifier.verify(created.body, signatureHeaders(created.headers))).toMatchObject({
      type: 'order.created',
      data: { order: { id: orderId, email } },
    });
    expect(verifier.verify(confirmed.body, signatureHeaders(confirmed.headers))).toMatchObject({
      type: 'order.confirmed',
      data: { order: { id: orderId, email, status: 'PaymentConfirmed', hash } },
    });
    expect(created.headers['content-type']).toBe('application/json');
    await commerce.goto('settings');
    const createdId = signatureHeaders(created.headers)['webhook-id'];
    const createdRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Redeliver order.created ${createdId}` }) });
    await expect(createdRow.getByText('Delivered', { exact: true })).toBeVisible();

    // Its row opens on the exact body the receiver got.
    await createdRow.getByRole('button', { name: 'Expand row' }).click();
    await expect(page.getByText(created.body, { exact: true })).toBeVisible();

    // Redeliver sends the test event again under the same id, signed again.
    await redeliverTest.click();
    await expect(commerce.toast('Delivery queued again')).toBeVisible();
    await expect.poll(() => testEvents().length, { timeout: 30_000 }).toBe(2);
    const again = nth(testEvents(), 1);
    expect(signatureHeaders(again.headers)['webhook-id']).toBe(testId);
    expect(verifier.verify(again.body, signatureHeaders(again.headers))).toMatchObject({
      type: 'webhook.test',
    });
    await expect(testRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  } finally {
    // The seeded seller's other orders are not sent to a receiver that is gone.
    await callApi(page, 'PUT', '/checkouts/webhook-settings', { webhookUrl: null }).catch(() => undefined);
    await receiver.close();
  }
});
