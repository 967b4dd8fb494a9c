import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, ok, paged, pending, renderInSite } from '../../test/render-in-site';
import { CommerceEditor } from './editor';

// antd's forms and selects are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const CHECKOUT_ID = '11111111-1111-4111-8111-111111111111';
const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';
const RECEIVER_SET = ok({ receiverAddress: `0x${'ab'.repeat(20)}`, notificationEmail: 'shop@example.com' });

type Answers = Parameters<typeof renderInSite>[1];

function renderEditor(answers: Answers, data?: Record<string, unknown>) {
  const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  const view = renderInSite(<CommerceEditor data={data} {...handlers} />, {
    'GET /api/checkouts/settings': RECEIVER_SET,
    ...answers,
  });
  return { ...view, ...handlers, user: userEvent.setup({ delay: null }) };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  await user.click(option);
}

describe('CommerceEditor', () => {
  it("alerts, with a Settings link, while the receiver's e-mail or address is missing", async () => {
    renderEditor({
      'GET /api/checkouts/settings': ok({ receiverAddress: null, notificationEmail: 'shop@example.com' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "It is not possible to create a checkout without setting up the receiver's email and address.",
    );
    expect(within(alert).getByRole('link', { name: /Settings/ })).toHaveAttribute(
      'href',
      '/u/account/commerce/settings',
    );
    expect(screen.getByRole('link', { name: /Edit commerce products/ })).toHaveAttribute(
      'href',
      '/u/account/commerce',
    );
  });

  it('says when the receiver settings could not be read, and reads them again on Retry', async () => {
    let failing = true;
    const { user } = renderEditor({
      'GET /api/checkouts/settings': () =>
        failing
          ? errorBody(500, 'INTERNAL_SERVER_ERROR')
          : ok({ receiverAddress: null, notificationEmail: null }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The receiver's e-mail and address could not be checked: a checkout cannot be paid until both are set.",
    );
    expect(within(alert).getByRole('link', { name: /Settings/ })).toHaveAttribute(
      'href',
      '/u/account/commerce/settings',
    );
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        "It is not possible to create a checkout without setting up the receiver's email and address.",
      ),
    ).toBeInTheDocument();
  });

  it('reads the settings again when the owner comes back from setting the receiver in the other tab', async () => {
    let saved = false;
    renderEditor({
      'GET /api/checkouts/settings': () =>
        saved ? RECEIVER_SET : ok({ receiverAddress: null, notificationEmail: 'shop@example.com' }),
    });
    const alert = await screen.findByRole('alert');
    // The owner saved the receiver in the settings tab the alert opened, and comes back: later than
    // the 2 s within which SWR takes a read for the one just made, and than the 5 s after the page
    // opened within which it reads nothing again on focus (its clock moved on rather than waited for).
    saved = true;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 10_000);
    try {
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() => expect(alert).not.toBeInTheDocument());
    } finally {
      clock.mockRestore();
    }
  });

  it('shows no alert once the receiver is set, and saves a store with its e-mail option', async () => {
    const { user, onSave, api } = renderEditor({});
    await waitFor(() => expect(api.calls()).toContain('/api/checkouts/settings'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'E-mail required' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ content: { type: 'store', params: { emailRequired: true } } });
  });

  it('lists the checkouts of the site 20 per page, with 5 placeholders while loading', async () => {
    const { user, api } = renderEditor({ 'GET /api/checkouts/by-site/7': () => pending() });
    await chooseType(user, 'Checkout');
    const loading = await screen.findByRole('status', { name: 'Loading checkouts' });
    expect(loading.querySelectorAll('.ant-skeleton')).toHaveLength(5);
    expect(api.calls()).toContain('/api/checkouts/by-site/7?page=0&limit=20');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the chosen checkout and sets the selection to null on Remove', async () => {
    const { user, onChange, onSave } = renderEditor({
      'GET /api/checkouts/by-site/7': paged([{ id: CHECKOUT_ID, title: 'Summer bundle' }]),
    });
    await chooseType(user, 'Checkout');
    await user.click(await screen.findByRole('button', { name: 'Summer bundle' }));
    expect(screen.getByText(/Selected checkout:/)).toHaveTextContent('Selected checkout: Summer bundle');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ content: { type: 'checkout', id: CHECKOUT_ID } });

    await user.click(screen.getByRole('button', { name: 'Remove the selected checkout' }));
    expect(onChange).toHaveBeenLastCalledWith({ content: { type: 'checkout', id: null } });
    expect(screen.getByRole('button', { name: 'Summer bundle' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('lists the collections of the site, 20 per page', async () => {
    const { user, api } = renderEditor({
      'GET /api/product-collections/by-site/7': paged([{ id: CHECKOUT_ID, name: 'Winter' }]),
    });
    await chooseType(user, 'Collection');
    expect(await screen.findByRole('button', { name: 'Winter' })).toBeInTheDocument();
    expect(api.calls()).toContain('/api/product-collections/by-site/7?page=0&limit=20');
  });

  it('opens with the saved product named, even when the list does not hold it', async () => {
    renderEditor(
      {
        'GET /api/products/search': paged([], 0, 10),
        [`GET /api/products/${PRODUCT_ID}`]: ok({ id: PRODUCT_ID, name: 'Blue mug' }),
      },
      { content: { type: 'single-product', id: PRODUCT_ID } },
    );
    await waitFor(() =>
      expect(screen.getByText(/Selected product:/)).toHaveTextContent('Selected product: Blue mug'),
    );
  });

  it('shows the product search error under the search input', async () => {
    const { user } = renderEditor({
      'GET /api/products/search': errorBody(500, 'INTERNAL_SERVER_ERROR', 'Search is down'),
    });
    await chooseType(user, 'Single product');
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(await screen.findByText('Search is down')).toBeInTheDocument();
    expect(input.closest('.ant-form-item')).toHaveTextContent('Search is down');
  });
});

describe('CommerceEditor product search', () => {
  it('sends q 500 ms after the last key, asking for 10 active products per page', async () => {
    const askedAt: number[] = [];
    const { api, user } = renderEditor({
      'GET /api/products/search': (url) => {
        if (!url.searchParams.get('q')) return paged([], 0, 10);
        askedAt.push(Date.now());
        return paged([{ id: PRODUCT_ID, name: 'Blue mug', imageUrl: null }], 1, 10);
      },
    });
    await chooseType(user, 'Single product');
    await waitFor(() => expect(api.calls()).toContain('/api/products/search?page=0&limit=10&status=active'));
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    // When the last key reached the field (the debounce starts in that same event), not when
    // user-event returned: on a busy machine that is later, and the wait looked shorter than it was.
    let typedAt = 0;
    search.addEventListener('input', () => {
      typedAt = Date.now();
    });
    await user.type(search, 'mug');
    expect(api.calls().some((call) => call.includes('q='))).toBe(false);
    expect(await screen.findByRole('button', { name: /Blue mug/ })).toBeInTheDocument();
    expect(api.calls().filter((call) => call.includes('q='))).toEqual([
      '/api/products/search?q=mug&page=0&limit=10&status=active',
    ]);
    expect((askedAt[0] ?? 0) - typedAt).toBeGreaterThanOrEqual(490);
  });
});
