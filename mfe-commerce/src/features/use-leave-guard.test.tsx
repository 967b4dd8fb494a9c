import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryCreateRoute } from '../routes/category-create';
import { ProductCreateRoute } from '../routes/product-create';
import { SettingsRoute } from '../routes/settings';
import { productFixture } from '../test/fixtures';
import { emptyPage, renderCommerceRouter } from '../test/render';

/** Seed 001 §4's words. */
const LEAVE_TITLE = 'Leave without saving';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const LIST = '/u/account/commerce/products';
const CREATE = '/u/account/commerce/products/create';

const CREATED = productFixture();

function renderCreate() {
  const view = renderCommerceRouter(
    [
      { path: LIST, element: <h1>Product list</h1> },
      { path: CREATE, element: <ProductCreateRoute /> },
    ],
    [LIST, CREATE],
    {
      'GET /api/product-category': emptyPage(),
      'GET /api/product-collections': emptyPage(50),
      'POST /api/products': { status: 200, body: CREATED },
    },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

async function leaveDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((dialog) => within(dialog).queryAllByText(LEAVE_TITLE).length > 0);
    if (!found) throw new Error('No leave dialog');
    return found;
  });
}

function unloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a form with unsaved changes', () => {
  it('asks before the breadcrumb leaves: Stay keeps the changes, Leave goes', async () => {
    const { user } = renderCreate();
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Hat');
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Hat');
    expect(screen.queryByRole('heading', { name: 'Product list' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Products' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
  });

  it("asks before the browser's Back", async () => {
    const { user, router } = renderCreate();
    await user.type(await screen.findByLabelText('Name'), 'Hat');
    await act(() => router.navigate(-1));
    await leaveDialog();
    expect(router.state.location.pathname).toBe(CREATE);
  });

  it('makes the browser ask before a reload or closing the tab, only with changes', async () => {
    const { user } = renderCreate();
    const name = await screen.findByLabelText('Name');
    expect(unloadPrevented()).toBe(false);
    await user.type(name, 'Hat');
    await waitFor(() => expect(unloadPrevented()).toBe(true));
  });

  it('leaves without asking when nothing changed', async () => {
    const { user } = renderCreate();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
  });

  it('does not ask after the changes are saved', async () => {
    const { user } = renderCreate();
    await user.type(await screen.findByLabelText('Name'), 'Hat');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(screen.queryByText(LEAVE_TITLE)).not.toBeInTheDocument();
  });
});

describe('leaving the settings with unsaved changes', () => {
  const SETTINGS = '/u/account/commerce/settings';

  function renderSettings() {
    const view = renderCommerceRouter(
      [
        { path: LIST, element: <h1>Product list</h1> },
        { path: SETTINGS, element: <SettingsRoute /> },
      ],
      [LIST, SETTINGS],
      {
        'GET /api/checkouts/settings': {
          status: 200,
          body: { receiverAddress: null, notificationEmail: null },
        },
        'GET /api/checkouts/webhook-settings': {
          status: 200,
          body: { webhookUrl: null, webhookSecret: null },
        },
      },
    );
    return { ...view, user: userEvent.setup({ delay: null }) };
  }

  it('asks before leaving an edited Webhook URL: Stay keeps it, Leave goes', async () => {
    const { user, router } = renderSettings();
    await user.type(await screen.findByLabelText('Webhook URL'), 'https://shop.test/hook');
    await act(() => router.navigate(LIST));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(SETTINGS);
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('https://shop.test/hook');

    await act(() => router.navigate(-1));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
  });

  it('asks for any of its forms, and no longer once the change is undone', async () => {
    const { user, router } = renderSettings();
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'shop@example.com');
    await act(() => router.navigate(LIST));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));

    await user.clear(email);
    await waitFor(() => expect(unloadPrevented()).toBe(false));
    await act(() => router.navigate(LIST));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
  });
});

describe('leaving the create-category page with a name typed', () => {
  const CATEGORIES = '/u/account/commerce/categories';
  const CREATE_CATEGORY = '/u/account/commerce/categories/create';

  function renderCreateCategory() {
    const view = renderCommerceRouter(
      [
        { path: CATEGORIES, element: <h1>Category list</h1> },
        { path: CREATE_CATEGORY, element: <CategoryCreateRoute /> },
      ],
      [CATEGORIES, CREATE_CATEGORY],
      {
        'POST /api/product-category': {
          status: 200,
          body: { id: 'c1', name: 'Shirts', countItems: 0 },
        },
      },
    );
    return { ...view, user: userEvent.setup({ delay: null }) };
  }

  it('asks before Cancel leaves, and not after the category is created', async () => {
    const { user } = renderCreateCategory();
    await user.type(await screen.findByLabelText('Name'), 'Shirts');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Shirts');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Category list' })).toBeInTheDocument();
    expect(screen.queryByText(LEAVE_TITLE)).not.toBeInTheDocument();
  });
});
