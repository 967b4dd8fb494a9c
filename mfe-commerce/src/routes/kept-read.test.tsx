import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Checkout } from '@suite/shared';
import { productFixture } from '../test/fixtures';
import { emptyPage, errorBody, renderCommerceRouter } from '../test/render';
import { CheckoutEditRoute } from './checkout-edit';
import { CollectionEditRoute } from './collection-edit';
import { ProductEditRoute } from './product-edit';
import { SettingsRoute } from './settings';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const READ_AGAIN_FAILED =
  'This could not be read again, so it may be out of date. Your unsaved changes are kept here.';
const BASE = '/u/account/commerce';

type Answer = { status: number; body: unknown };

/** Answers `saved` until `failing.now` is set, then the API's 500 (a deploy, a database hiccup). */
function readOf(saved: unknown, failing: { now: boolean }): () => Answer {
  return () =>
    failing.now
      ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')
      : { status: 200, body: saved };
}

/** The warning of a failed re-read, once shown. */
async function readAgainWarning(): Promise<HTMLElement> {
  const title = await screen.findByText(READ_AGAIN_FAILED);
  const alert = title.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error('The warning is not an alert');
  return alert;
}

/**
 * The owner comes back to the window: swr reads what the page shows again, once past its 2 s dedupe (a
 * read is not repeated sooner) and its 5 s focus throttle (the clock runs ahead for that); gives back
 * the warning this brings.
 */
async function focusWindowLater(): Promise<HTMLElement> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)));
  const realNow = Date.now.bind(Date);
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 10_000);
  try {
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    return await readAgainWarning();
  } finally {
    clock.mockRestore();
  }
}

/** Retry reads again, now answered: the warning goes. */
async function retryAnswered(
  user: ReturnType<typeof userEvent.setup>,
  alert: HTMLElement,
  failing: { now: boolean },
) {
  failing.now = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByText(READ_AGAIN_FAILED)).not.toBeInTheDocument());
}

describe('an edit page whose saved record cannot be read again', () => {
  it('keeps the product form with the name typed, under a warning with Retry', async () => {
    const product = productFixture({ name: 'Hat' });
    const failing = { now: false };
    renderCommerceRouter(
      [{ path: `${BASE}/products/:id/edit`, element: <ProductEditRoute /> }],
      [`${BASE}/products/${product.id}/edit`],
      {
        [`GET /api/products/${product.id}`]: readOf(product, failing),
        'GET /api/product-category': emptyPage(),
        'GET /api/product-collections': emptyPage(50),
      },
    );
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Winter hat');

    failing.now = true;
    const alert = await focusWindowLater();
    expect(within(alert).getByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Winter hat');

    await retryAnswered(user, alert, failing);
    expect(screen.getByLabelText('Name')).toHaveValue('Winter hat');
  });

  it('keeps the checkout form with the title typed, under a warning with Retry', async () => {
    const hat = productFixture({ name: 'Hat', publishedAt: '2026-01-01T00:00:00.000Z' });
    const checkout: Checkout = {
      id: '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11',
      title: 'Winter',
      description: 'Warm',
      requireEmail: false,
      requireAddress: false,
      editable: false,
      items: [{ id: 'item-1', productId: hat.id, quantity: 1, name: 'Hat', active: true }],
      createdAt: '2026-01-01T00:00:00.000Z',
      payUrl: 'http://localhost:3000/c/7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11',
    };
    const failing = { now: false };
    renderCommerceRouter(
      [{ path: `${BASE}/checkouts/:id/edit`, element: <CheckoutEditRoute /> }],
      [`${BASE}/checkouts/${checkout.id}/edit`],
      {
        [`GET /api/checkouts/${checkout.id}`]: readOf(checkout, failing),
        'GET /api/products': {
          status: 200,
          body: { items: [hat], totalItems: 1, currentPage: 0, pageSize: 50 },
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' sale');

    failing.now = true;
    const alert = await focusWindowLater();
    expect(screen.getByLabelText('Title')).toHaveValue('Winter sale');

    await retryAnswered(user, alert, failing);
    expect(screen.getByLabelText('Title')).toHaveValue('Winter sale');
  });

  it('keeps the collection form with the name typed, under a warning with Retry', async () => {
    const id = '2d9e5b40-3f6c-4e7d-8a1b-2c3d4e5f6071';
    const failing = { now: false };
    renderCommerceRouter(
      [{ path: `${BASE}/collections/:id/edit`, element: <CollectionEditRoute /> }],
      [`${BASE}/collections/${id}/edit`],
      {
        [`GET /api/product-collections/${id}`]: readOf(
          { id, name: 'Posters', createdAt: '2026-12-01T00:00:00.000Z', items: [] },
          failing,
        ),
        [`GET /api/product-collections/${id}/items`]: emptyPage(50),
        'GET /api/products': emptyPage(50),
      },
    );
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' 2027');

    failing.now = true;
    const alert = await focusWindowLater();
    expect(screen.getByLabelText('Name')).toHaveValue('Posters 2027');

    await retryAnswered(user, alert, failing);
    expect(screen.getByLabelText('Name')).toHaveValue('Posters 2027');
  });
});

describe('the settings, when a save reads them again and that fails', () => {
  it('keeps the receiver form with the e-mail typed, under a warning with Retry', async () => {
    const failing = { now: false };
    const webhook = { webhookUrl: 'https://shop.test/hook', webhookSecret: 'my-own-secret-of-16+' };
    renderCommerceRouter([{ path: `${BASE}/settings`, element: <SettingsRoute /> }], [`${BASE}/settings`], {
      'GET /api/checkouts/settings': readOf({ receiverAddress: null, notificationEmail: null }, failing),
      'GET /api/checkouts/webhook-settings': { status: 200, body: { webhookUrl: null, webhookSecret: null } },
      'PUT /api/checkouts/webhook-settings': { status: 200, body: webhook },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('E-mail'), 'shop@example.com');

    // Saving the webhook reads every setting again: the receiver's read fails.
    failing.now = true;
    await user.click(screen.getByLabelText('Webhook URL'));
    await user.paste('https://shop.test/hook');
    const saves = screen.getAllByRole('button', { name: 'Save' });
    const saveWebhook = saves.find((button) =>
      button.closest('form')?.contains(screen.getByLabelText('Webhook URL')),
    );
    if (!saveWebhook) throw new Error("No Save in the webhook's form");
    await waitFor(() => expect(saveWebhook).toBeEnabled());
    await user.click(saveWebhook);
    expect(await screen.findByText('Webhook settings updated')).toBeInTheDocument();

    const alert = await readAgainWarning();
    expect(screen.getByLabelText('E-mail')).toHaveValue('shop@example.com');

    await retryAnswered(user, alert, failing);
    expect(screen.getByLabelText('E-mail')).toHaveValue('shop@example.com');
  });
});
