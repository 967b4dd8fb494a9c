import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderReference, type Order } from '@suite/shared';
import { orderFixture } from '../../test/fixtures';
import { renderCommerce, renderCommerceRouter } from '../../test/render';
import { OrdersRoute } from '.';

// Rendering antd tables in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const CANCELLED = orderFixture({
  id: '0b7c3f2e-1d4a-4c5b-8e9f-0a1b2c3d4e5f',
  status: 'Cancelled',
  deletable: true,
});
const OPEN = orderFixture({
  id: '1c8d4a3f-2e5b-4d6c-9f0a-1b2c3d4e5f60',
  status: 'Pending',
  deletable: false,
});

function page(items: Order[]) {
  return { status: 200, body: { items, totalItems: items.length, currentPage: 0, pageSize: 10 } };
}

describe('the orders list', () => {
  it("shows seed 001's four columns on a phone as well: order id, created on, status, transaction", async () => {
    // jsdom matches no breakpoint, as a phone's width matches none of antd's from `sm` up.
    renderCommerce(<OrdersRoute />, { 'GET /api/orders': page([OPEN]) });
    const row = await screen.findByRole('row', { name: new RegExp(orderReference(OPEN.id)) });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Order', 'Created on', 'Status', 'Transaction']),
    );
    // The selection box and the four columns.
    expect(within(row).getAllByRole('cell')).toHaveLength(5);
  });
});

describe('deleting orders', () => {
  it('deletes the selected cancelled orders after asking, and lets no open order be selected', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const bodies: Promise<unknown>[] = [];
    renderCommerce(<OrdersRoute />, {
      'GET /api/orders': () => page(deleted ? [OPEN] : [CANCELLED, OPEN]),
      'DELETE /api/orders': (request) => {
        bodies.push(request.clone().json());
        deleted = true;
        return { status: 200, body: { deleted: 1 } };
      },
    });
    const cancelledRow = await screen.findByRole('row', { name: new RegExp(orderReference(CANCELLED.id)) });
    const openBox = screen.getByRole('checkbox', { name: `Select order ${orderReference(OPEN.id)}` });
    expect(openBox).toBeDisabled();
    expect(openBox.closest('[title]')).toHaveAttribute(
      'title',
      'Only a cancelled order that no payment reached or can still reach can be deleted',
    );
    const deleteSelected = screen.getByRole('button', { name: 'Delete selected' });
    expect(deleteSelected).toBeDisabled();

    await user.click(within(cancelledRow).getByRole('checkbox'));
    await user.click(deleteSelected);
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete this order?');
    expect(confirm).toHaveTextContent('receipt links stop working');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Order deleted')).toBeVisible();
    expect(await Promise.all(bodies)).toEqual([{ ids: [CANCELLED.id] }]);
    await waitFor(() =>
      expect(
        screen.queryByRole('row', { name: new RegExp(orderReference(CANCELLED.id)) }),
      ).not.toBeInTheDocument(),
    );
    expect(deleteSelected).toBeDisabled();
  });

  it('shows the API’s refusal when an order was paid meanwhile, and keeps it', async () => {
    const user = userEvent.setup();
    renderCommerce(<OrdersRoute />, {
      'GET /api/orders': page([CANCELLED]),
      'DELETE /api/orders': {
        status: 409,
        body: {
          defined: false,
          code: 'CONFLICT',
          status: 409,
          message: 'Only a cancelled order that no payment reached or can still reach can be deleted',
          data: { reason: 'orderNotDeletable' },
        },
      },
    });
    const row = await screen.findByRole('row', { name: new RegExp(orderReference(CANCELLED.id)) });
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Only a cancelled order that no payment reached or can still reach can be deleted',
      ),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: new RegExp(orderReference(CANCELLED.id)) })).toBeVisible();
  });
});

describe("the orders' search box", () => {
  const ORDERS = '/u/account/commerce/orders';

  it("follows the URL's search when it changes from outside (Back), and searches on Enter", async () => {
    const searches: string[] = [];
    const { router } = renderCommerceRouter(
      [{ path: ORDERS, element: <OrdersRoute /> }],
      [ORDERS, `${ORDERS}?q=1234`],
      {
        'GET /api/orders': (request) => {
          searches.push(new URL(request.url).searchParams.get('q') ?? '');
          return page([OPEN]);
        },
      },
    );
    const box = () => screen.getByRole('searchbox', { name: 'Search orders' });
    await waitFor(() => expect(searches).toContain('1234'));
    expect(box()).toHaveValue('1234');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(searches[searches.length - 1]).toBe(''));
    expect(box()).toHaveValue('');

    const user = userEvent.setup({ delay: null });
    await user.type(box(), 'abcd{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=abcd'));
    expect(box()).toHaveValue('abcd');
  });
});
