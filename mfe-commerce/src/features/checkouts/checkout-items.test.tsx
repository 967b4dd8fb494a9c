import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@suite/shared';
import { productFixture } from '../../test/fixtures';
import { renderCommerce } from '../../test/render';
import { CheckoutForm } from './checkout-form';

// antd's forms and selects are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const HAT = '11111111-1111-4111-8111-111111111111';
const SCARF = '22222222-2222-4222-8222-222222222222';
const GLOVES = '33333333-3333-4333-8333-333333333333';

function product(id: string, name: string, active: boolean): Product {
  return productFixture({ id, name, price: '10', publishedAt: active ? '2025-01-01T00:00:00.000Z' : null });
}

/**
 * The products API searched by name, as the server does; records each search (`q`) it was asked.
 * Without a search it answers only `newest` (the first page of a store with many products).
 * Installed over the table-driven fake after rendering (products are asked for once the session is
 * known), so the query string is seen.
 */
function serveProducts(products: Product[], newest = products): string[] {
  const searches: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/products') return inner(input, init);
    const q = url.searchParams.get('q') ?? '';
    searches.push(q);
    const items = q ? products.filter((item) => item.name.toLowerCase().includes(q.toLowerCase())) : newest;
    return Response.json({ items, totalItems: items.length, currentPage: 0, pageSize: 50 });
  };
  return searches;
}

function renderForm(
  products: Product[],
  items: { productId: string; quantity: number }[],
  known = {},
  newest = products,
) {
  renderCommerce(
    <CheckoutForm
      initialValues={{ title: 'Winter', description: 'Warm', items }}
      knownProducts={known}
      successText="Checkout updated"
      onSubmit={jest.fn()}
      onCancel={jest.fn()}
      onDone={jest.fn()}
    />,
  );
  return serveProducts(products, newest);
}

async function optionTitled(title: string): Promise<Element> {
  return waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${title}"]`);
    if (!found) throw new Error(`No option ${title}`);
    return found;
  });
}

describe('checkout items', () => {
  it('searches every product on the server as the owner types, and keeps the picked one named', async () => {
    // Neither the saved item (Hat) nor Scarf is among the newest products the picker first lists.
    const searches = renderForm(
      [product(GLOVES, 'Gloves', true), product(SCARF, 'Scarf', true)],
      [{ productId: HAT, quantity: 1 }],
      { [HAT]: { name: 'Hat', active: true } },
      [product(GLOVES, 'Gloves', true)],
    );
    const picker = screen.getByRole('combobox', { name: 'Product 1' });
    const row = picker.closest('.ant-select') ?? picker;
    expect(within(row as HTMLElement).getByText('Hat')).toBeInTheDocument();
    await waitFor(() => expect(searches).toContain(''));

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const second = screen.getByRole('combobox', { name: 'Product 2' });
    await user.click(second);
    await user.type(second, 'sca');
    // Debounced: one search for the whole word, sent to the API.
    await waitFor(() => expect(searches).toContain('sca'));
    expect(searches).not.toContain('s');
    await user.click(await optionTitled('Scarf'));
    // The rows render again with the new item: read them afresh.
    const picked = (name: string) => {
      const select = screen.getByRole('combobox', { name });
      return within((select.closest('.ant-select') ?? select) as HTMLElement);
    };
    await waitFor(() => expect(picked('Product 2').getByText('Scarf')).toBeInTheDocument());
    expect(picked('Product 1').getByText('Hat')).toBeInTheDocument();
  });

  it('names the inactive products of the checkout in a warning, also when one is picked', async () => {
    renderForm([product(SCARF, 'Scarf', false)], [{ productId: HAT, quantity: 1 }], {
      [HAT]: { name: 'Hat', active: false },
    });
    expect(
      await screen.findByText(
        'Inactive products: Hat. They are not shown in the store, so this checkout cannot be shared until they are active or removed.',
      ),
    ).toBeVisible();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('combobox', { name: 'Product 2' }));
    await user.click(await optionTitled('Scarf (inactive)'));
    expect(await screen.findByText(/^Inactive products: Hat, Scarf\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await waitFor(() => expect(screen.queryByText(/^Inactive products/)).not.toBeInTheDocument());
  });
});

describe("a checkout item's quantity", () => {
  function renderQuantities() {
    const onSubmit = jest.fn(async () => undefined);
    renderCommerce(
      <CheckoutForm
        initialValues={{ title: 'Winter', description: 'Warm', items: [{ productId: HAT, quantity: 1 }] }}
        knownProducts={{ [HAT]: { name: 'Hat', active: true } }}
        successText="Checkout updated"
        onSubmit={onSubmit}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
    );
    serveProducts([product(HAT, 'Hat', true)]);
    return { onSubmit, user: userEvent.setup({ delay: null }) };
  }

  it('takes 25 typed key by key, keeping the focus, and saves it', async () => {
    const { onSubmit, user } = renderQuantities();
    await user.tripleClick(screen.getByRole('spinbutton', { name: 'Quantity 1' }));
    await user.keyboard('25');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity 1' });
    expect(quantity).toHaveValue('25');
    expect(quantity).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Checkout updated')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ items: [{ productId: HAT, quantity: 25 }] }),
      expect.anything(),
    );
  });

  it('stays empty while cleared, and shows the quantity it had again when left empty', async () => {
    const { user } = renderQuantities();
    await user.tripleClick(screen.getByRole('spinbutton', { name: 'Quantity 1' }));
    await user.keyboard('7');
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity 1' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Quantity 1' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Quantity 1' })).toHaveValue('7');
  });
});
