import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCreateRoute } from '../routes/product-create';
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
