import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, OrderFailure } from '@suite/shared';
import { setLanguage } from '@suite/shared/react';
import { errorBody, holdAnswers, renderCommerceRouter } from '../../test/render';
import { NotificationsRoute } from '.';

// Rendering antd lists in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const ORDER_ID = '9f1c2b7e-4d3a-4e8b-9c6d-5a4b3c2d1e0f';

const CONFIRMED: Notification = {
  id: '5b0e3c1a-7f2d-4a6b-8c9d-0e1f2a3b4c5d',
  kind: 'order.confirmed',
  title: 'Payment confirmed',
  message: `The payment of 12.5 USD for order ${ORDER_ID.slice(10)} was confirmed on Polygon. The customer paid 0.75 USD more than the total.`,
  params: { amount: '12.5', chainId: 137, overpaid: '0.75' },
  orderId: ORDER_ID,
  status: 'unread',
  createdAt: '2026-12-01T10:00:00.000Z',
};

const HASH = `0x${'ef'.repeat(32)}`;

const FAILED: Notification = {
  ...CONFIRMED,
  id: '7d2a5e3c-9b4f-4c8d-8e1f-2a3b4c5d6e7f',
  kind: 'order.failed',
  title: 'Transaction failed',
  message: `The payment for order ${ORDER_ID.slice(10)} was not accepted: The payment transaction ${HASH} was reverted on Polygon: nothing was paid.`,
  params: { amount: '12.5', chainId: 137, failure: { code: 'reverted', hash: HASH } },
  status: 'read',
};

/** Money that reached an order after its cancel: what arrived, not the order's total. */
const PAID_AFTER_CANCEL: Notification = {
  ...CONFIRMED,
  id: '9f4c7a5e-1d6b-4e0f-8a3b-4c5d6e7f8091',
  kind: 'order.paidAfterCancel',
  title: 'Payment after cancellation',
  message: `A payment of 12 USD reached order ${ORDER_ID.slice(10)} after it was cancelled: return it to the customer, then mark the order refunded.`,
  params: { amount: '12.5', chainId: 137, received: '12' },
};

/** Money that reached an order after the seller refunded it, and after an accepted short payment. */
const PAID_AFTER_REFUND: Notification = {
  ...PAID_AFTER_CANCEL,
  id: '3a5c7e9b-2d4f-4a6c-8e0b-1c3d5e7f9a2b',
  kind: 'order.paidAfterRefund',
  title: 'Payment after refund',
  message: `A payment of 7.5 USD reached order ${ORDER_ID.slice(10)} after it was refunded: return it to the customer too.`,
  params: { amount: '12.5', chainId: 137, received: '7.5' },
};
const PAID_AFTER_ACCEPT: Notification = {
  ...PAID_AFTER_REFUND,
  id: '4b6d8f0a-3e5a-4b7d-9f1c-2d4e6f8a0b3c',
  kind: 'order.paidAfterAccept',
  title: 'Payment after accepting',
  message: `A payment of 7.5 USD reached order ${ORDER_ID.slice(10)} after you accepted its short payment: the customer paid more.`,
};
/** A second payment to an order already paid in full. */
const PAID_AFTER_PAID: Notification = {
  ...PAID_AFTER_CANCEL,
  id: '5c7e9a1b-4f6b-4c8e-8a2d-3e5f7a9b1c4d',
  kind: 'order.paidAfterPaid',
  title: 'Payment after full payment',
  message: `A payment of 12 USD reached order ${ORDER_ID.slice(10)} after it was paid in full: return it to the customer.`,
};

/** A short payment the seller accepted: confirmed with what arrived (`received`), not the total. */
const SHORT_ACCEPTED: Notification = {
  ...CONFIRMED,
  id: '2e4a6c8f-5b7d-4f9a-8c1e-3a5b7d9f1c2e',
  message: `The customer paid 5 USD of 12.5 USD for order ${ORDER_ID.slice(10)} on Polygon: you accepted the short payment.`,
  params: { amount: '12.5', chainId: 137, received: '5' },
};

/** What a server of a later version might write: a kind this page has no words for. */
const NEWER: Notification = {
  ...CONFIRMED,
  id: '6c1f4d2b-8a3e-4b7c-9d0e-1f2a3b4c5d6e',
  kind: 'order.disputed',
  title: 'Order disputed',
  message: 'The buyer disputed an order.',
  params: { amount: '3' },
  status: 'read',
};

/** A later server's failure too: a code this page has no words for. */
const NEWER_FAILURE: Notification = {
  ...FAILED,
  id: '8e3b6f4d-0c5a-4d9e-9f2a-3b4c5d6e7f80',
  message: 'The payment for order 42 was not accepted: the buyer disputed it.',
  params: { amount: '12.5', chainId: 137, failure: { code: 'disputed' } as unknown as OrderFailure },
};

function renderNotifications(
  items: Notification[],
  unreadCount: (request: Request) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { count: 1 },
  }),
) {
  const marked: unknown[] = [];
  const view = renderCommerceRouter(
    [
      { path: '/notifications', element: <NotificationsRoute /> },
      { path: '/u/account/commerce/orders/:id', element: <p>The order page</p> },
    ],
    ['/notifications'],
    {
      'GET /api/notifications': {
        status: 200,
        body: { items, totalItems: items.length, currentPage: 0, pageSize: 10 },
      },
      'GET /api/notifications/unread-count': unreadCount,
      'POST /api/notifications/mark-read': (request) => {
        marked.push(request.json());
        return { status: 200, body: { updated: 1 } };
      },
    },
  );
  return { ...view, marked };
}

describe('the notifications', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it("are worded in the page's language, and a kind it does not know keeps the server's words", async () => {
    await act(() => setLanguage('es'));
    renderNotifications([
      CONFIRMED,
      FAILED,
      PAID_AFTER_CANCEL,
      PAID_AFTER_REFUND,
      PAID_AFTER_ACCEPT,
      PAID_AFTER_PAID,
      NEWER,
      NEWER_FAILURE,
    ]);
    expect(await screen.findByText('Pago confirmado')).toBeVisible();
    expect(
      screen.getByText(
        `El pago de 12,50 US$ del pedido ${ORDER_ID.slice(10)} se confirmó en Polygon. El cliente pagó 0,75 US$ más que el total.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Transacción fallida')).toBeVisible();
    expect(
      screen.getByText(
        `El pago del pedido ${ORDER_ID.slice(10)} no fue aceptado: La transacción de pago ${HASH} fue revertida en Polygon: no se pagó nada.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Pago tras la cancelación')).toBeVisible();
    expect(
      screen.getByText(
        `Un pago de 12,00 US$ llegó al pedido ${ORDER_ID.slice(10)} después de cancelarlo: devuélvelo al cliente y luego marca el pedido como reembolsado.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Pago tras el reembolso')).toBeVisible();
    expect(
      screen.getByText(
        `Un pago de 7,50 US$ llegó al pedido ${ORDER_ID.slice(10)} después de reembolsarlo: devuélveselo también al cliente.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Pago tras aceptar')).toBeVisible();
    expect(
      screen.getByText(
        `Un pago de 7,50 US$ llegó al pedido ${ORDER_ID.slice(10)} después de que aceptaras su pago incompleto: el cliente pagó más.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Pago tras el pago completo')).toBeVisible();
    expect(
      screen.getByText(
        `Un pago de 12,00 US$ llegó al pedido ${ORDER_ID.slice(10)} después de pagarse por completo: devuélveselo al cliente.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Order disputed')).toBeVisible();
    expect(screen.getByText('The buyer disputed an order.')).toBeVisible();
    expect(
      screen.getByText('The payment for order 42 was not accepted: the buyer disputed it.'),
    ).toBeVisible();
  });

  it('tell an accepted short payment with what arrived, never as the total paid', async () => {
    renderNotifications([SHORT_ACCEPTED]);
    expect(
      await screen.findByText(
        `The customer paid $5.00 of $12.50 for order ${ORDER_ID.slice(10)} on Polygon: you accepted the short payment.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/The payment of \$12\.50/)).toBeNull();
    await act(() => setLanguage('es'));
    expect(
      await screen.findByText(
        `El cliente pagó 5,00 US$ de 12,50 US$ por el pedido ${ORDER_ID.slice(10)} en Polygon: aceptaste el pago incompleto.`,
      ),
    ).toBeVisible();
  });

  it('open their order, marking an unread one read on the way', async () => {
    const user = userEvent.setup();
    const { api, marked } = renderNotifications([CONFIRMED]);
    const link = await screen.findByRole('link', {
      name: `Payment confirmed: open order ${ORDER_ID.slice(10)}`,
    });
    expect(link).toHaveAttribute('href', `/u/account/commerce/orders/${ORDER_ID}`);
    expect(
      screen.getByText(
        `The payment of $12.50 for order ${ORDER_ID.slice(10)} was confirmed on Polygon. The customer paid $0.75 more than the total.`,
      ),
    ).toBeVisible();
    await user.click(link);
    expect(await screen.findByText('The order page')).toBeVisible();
    await waitFor(() => expect(api.calls).toContain('POST /api/notifications/mark-read'));
    expect(await Promise.all(marked)).toEqual([{ ids: [CONFIRMED.id] }]);
  });

  it('mark one read with its own button', async () => {
    const user = userEvent.setup();
    const { marked } = renderNotifications([CONFIRMED]);
    const item = (await screen.findByText('Payment confirmed')).closest('li');
    if (!item) throw new Error('No list item');
    await user.click(within(item).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Notification read')).toBeVisible();
    expect(await Promise.all(marked)).toEqual([{ ids: [CONFIRMED.id] }]);
  });

  it('mark one read once on a double click, its button busy until it is read', async () => {
    const user = userEvent.setup();
    const { api, marked } = renderNotifications([CONFIRMED]);
    const item = (await screen.findByText('Payment confirmed')).closest('li');
    if (!item) throw new Error('No list item');
    const markRead = holdAnswers('POST /api/notifications/mark-read');
    const button = within(item).getByRole('button', { name: 'Mark as read' });
    await user.dblClick(button);
    expect(button).toHaveClass('ant-btn-loading');
    expect(markRead.asked()).toBe(1);

    markRead.release();
    expect(await screen.findByText('Notification read')).toBeVisible();
    expect(api.calls.filter((call) => call === 'POST /api/notifications/mark-read')).toHaveLength(1);
    expect(await Promise.all(marked)).toEqual([{ ids: [CONFIRMED.id] }]);
  });

  it('say why the unread count is unknown, rather than 0, and Retry reads it', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderNotifications([CONFIRMED], () => {
      reads += 1;
      return reads === 1
        ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy: try again in a moment')
        : { status: 200, body: { count: 1 } };
    });
    const failure = (
      await screen.findByText('The number of unread notifications could not be loaded')
    ).closest('[role="alert"]');
    if (!(failure instanceof HTMLElement)) throw new Error('No alert');
    expect(failure).toHaveTextContent('The database is busy: try again in a moment');
    expect(screen.queryByLabelText('0 unread')).not.toBeInTheDocument();
    // Marking all read needs no count.
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('1 unread')).toBeInTheDocument();
    expect(
      screen.queryByText('The number of unread notifications could not be loaded'),
    ).not.toBeInTheDocument();
  });
});
