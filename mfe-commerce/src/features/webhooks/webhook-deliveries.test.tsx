import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery } from '@suite/shared';
import { emptyPage, errorBody, renderCommerce } from '../../test/render';
import { WebhookDeliveries } from './webhook-deliveries';

const DELIVERIES_EMPTY_TEXT =
  'No deliveries yet. Each order event (created, confirmed, failed, finalized, refunded, cancelled) is sent to your webhook URL.';

// Rendering antd tables in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const failed: WebhookDelivery = {
  id: 'msg_0123456789abcdef',
  eventType: 'order.confirmed',
  orderId: 'order-1',
  status: 'failed',
  attemptCount: 8,
  nextAttemptAt: null,
  lastAttemptAt: '2026-01-01T10:00:00.000Z',
  deliveredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastResponseStatus: 500,
  lastError: 'The receiver answered 500',
};

const page = (items: WebhookDelivery[]) => ({
  status: 200,
  body: { items, totalItems: items.length, currentPage: 0, pageSize: 10 },
});

describe('WebhookDeliveries', () => {
  it('lists deliveries with their status and last answer, and redelivers one', async () => {
    const { api } = renderCommerce(<WebhookDeliveries configured />, {
      'GET /api/checkouts/webhook-deliveries': page([failed]),
      [`POST /api/checkouts/webhook-deliveries/${failed.id}/redeliver`]: {
        status: 200,
        body: { ...failed, status: 'pending' },
      },
    });
    const row = (await screen.findByText('order.confirmed')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('The receiver answered 500')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: `Redeliver order.confirmed ${failed.id}` }));
    expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
    expect(api.calls).toContain(`POST /api/checkouts/webhook-deliveries/${failed.id}/redeliver`);
  });

  it('sends a test event, shows the empty state, and explains a refusal', async () => {
    renderCommerce(<WebhookDeliveries configured />, {
      'GET /api/checkouts/webhook-deliveries': emptyPage(),
      'POST /api/checkouts/webhook-deliveries/test': errorBody(409, 'CONFLICT', 'Save a webhook URL first.'),
    });
    await waitFor(() => expect(screen.getByText(DELIVERIES_EMPTY_TEXT)).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Save a webhook URL first.')).toBeInTheDocument();
  });

  it('cannot send anything before a webhook URL is saved', async () => {
    renderCommerce(<WebhookDeliveries configured={false} />, {
      'GET /api/checkouts/webhook-deliveries': emptyPage(),
    });
    expect(
      await screen.findByText('Deliveries are off: save a webhook URL to receive events.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });
});
