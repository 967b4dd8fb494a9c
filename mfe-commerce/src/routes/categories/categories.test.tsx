import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@suite/shared/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@suite/shared';
import { LogOutButton } from '../../test/log-out-button';
import { errorBody, renderCommerce, renderCommerceRouter } from '../../test/render';
import { CategoriesRoute } from '.';
import { dialogTitled, openDialogTitled } from '@suite/shared/testing';
import { answerLeave } from '../../test/leave-question';

// Rendering antd tables in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const HATS: Category = { id: '0b7c3f2e-1d4a-4c5b-8e9f-0a1b2c3d4e5f', name: 'Hats', countItems: 0 };
const MUGS: Category = { id: '1c8d4a3f-2e5b-4d6c-9f0a-1b2c3d4e5f60', name: 'Mugs', countItems: 2 };

function page(items: Category[]) {
  return { status: 200, body: { items, totalItems: items.length, currentPage: 0, pageSize: 10 } };
}

describe('deleting categories in bulk', () => {
  it('re-reads the list and clears the selection when a category was gone already (404)', async () => {
    const user = userEvent.setup();
    // Another tab deleted Hats: the bulk delete is refused whole, and the list read again lacks it.
    let lists = 0;
    const { api } = renderCommerce(<CategoriesRoute />, {
      'GET /api/product-category': () => {
        lists += 1;
        return page(lists === 1 ? [HATS, MUGS] : [MUGS]);
      },
      'DELETE /api/product-category': errorBody(404, 'NOT_FOUND', 'Category not found'),
    });
    expect(await screen.findByRole('cell', { name: 'Hats' })).toBeVisible();
    const deleteSelected = screen.getByRole('button', { name: 'Delete selected' });
    await user.click(within(screen.getByRole('row', { name: /Hats/ })).getByRole('checkbox'));
    await user.click(within(screen.getByRole('row', { name: /Mugs/ })).getByRole('checkbox'));
    expect(deleteSelected).toBeEnabled();
    await user.click(deleteSelected);
    // rc-dialog names its title `test-id` under test, so the dialog is found by its text.
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete 2 categories?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Category not found')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Hats' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Mugs' })).toBeVisible();
    expect(deleteSelected).toBeDisabled();
    expect(api.calls.filter((call) => call === 'DELETE /api/product-category')).toHaveLength(1);
  });
});

describe('the selection of categories', () => {
  it('drops a tick on a category the search hides: the count and the delete leave it out', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    const { api } = renderCommerce(<CategoriesRoute />, {
      'GET /api/product-category': (request) =>
        page(new URL(request.url).searchParams.get('q') === 'mu' ? [MUGS] : [HATS, MUGS]),
      [`DELETE /api/product-category/${MUGS.id}`]: () => {
        deleted.push(MUGS.id);
        return { status: 200, body: MUGS };
      },
    });
    expect(await screen.findByRole('cell', { name: 'Hats' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select Hats' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Mugs' }));

    await user.type(screen.getByRole('searchbox'), 'mu');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Hats' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Mugs' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete this category?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted')).toBeVisible();
    expect(deleted).toEqual([MUGS.id]);
    expect(api.calls).not.toContain('DELETE /api/product-category');
    expect(api.calls).not.toContain(`DELETE /api/product-category/${HATS.id}`);

    // Shown again, Hats comes back unticked.
    await user.clear(screen.getByRole('searchbox'));
    expect(await screen.findByRole('checkbox', { name: 'Select Hats' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  });
});

describe('the categories list', () => {
  it("names its checkboxes in the page's language, each after what it selects", async () => {
    try {
      await act(() => setLanguage('es'));
      renderCommerce(<CategoriesRoute />, { 'GET /api/product-category': page([HATS, MUGS]) });
      expect(await screen.findByRole('checkbox', { name: 'Seleccionar Hats' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Seleccionar Mugs' })).toBeInTheDocument();
      expect(
        screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says no category is there yet, or that nothing matches a search', async () => {
    const user = userEvent.setup();
    renderCommerce(<CategoriesRoute />, {
      'GET /api/product-category': page([]),
    });
    expect(await screen.findByText('No categories yet')).toBeVisible();
    await user.type(screen.getByRole('searchbox'), 'zz');
    expect(await screen.findByText('Nothing matches this search or filter')).toBeVisible();
    expect(screen.queryByText('No categories yet')).not.toBeInTheDocument();
  });
});

describe('paging the categories', () => {
  it('turns to page 2, and keeps a new page size', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    renderCommerce(<CategoriesRoute />, {
      'GET /api/product-category': (request) => {
        asked.push(new URL(request.url).searchParams);
        return { status: 200, body: { items: [HATS, MUGS], totalItems: 25, currentPage: 0, pageSize: 10 } };
      },
    });
    expect(await screen.findByRole('cell', { name: 'Hats' })).toBeVisible();
    const lastAsked = () => asked[asked.length - 1];

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastAsked()?.get('page')).toBe('1'));
    expect(lastAsked()?.get('sort')).toBe('name');
    await waitFor(() => expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active'));

    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('25 / page'));
    await waitFor(() => expect(lastAsked()?.get('limit')).toBe('25'));
    // A new size starts again from the first page, and stays.
    expect(lastAsked()?.get('page') ?? '0').toBe('0');
    await waitFor(() =>
      expect(screen.getByRole('combobox').closest('.ant-select')).toHaveTextContent('25 / page'),
    );
    expect(screen.queryByTitle('2')).not.toBeInTheDocument();
  });
});

describe('sorting the categories', () => {
  it('sorts by a column, then the other way, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    const CATEGORIES = '/u/account/commerce/categories';
    const { router } = renderCommerceRouter(
      [{ path: CATEGORIES, element: <CategoriesRoute /> }],
      [CATEGORIES],
      {
        'GET /api/product-category': (request) => {
          asked.push(new URL(request.url).searchParams);
          return { status: 200, body: { items: [HATS, MUGS], totalItems: 2, currentPage: 0, pageSize: 10 } };
        },
      },
    );
    expect(await screen.findByRole('cell', { name: 'Hats' })).toBeVisible();
    expect(asked.at(-1)?.get('sort')).toBe('name');

    await user.click(screen.getByRole('columnheader', { name: /Products/ }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('countItems'));
    expect(router.state.location.search).toBe('?sort=countItems');
    await user.click(screen.getByRole('columnheader', { name: /Products/ }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('-countItems'));
    // Back to the list's own order (read already): the URL says nothing.
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('closing the category dialogs', () => {
  const CATEGORIES = '/u/account/commerce/categories';

  function renderCategories() {
    const view = renderCommerceRouter([{ path: CATEGORIES, element: <CategoriesRoute /> }], [CATEGORIES], {
      'GET /api/product-category': page([HATS, MUGS]),
    });
    return { ...view, user: userEvent.setup() };
  }

  async function expectClosed(title: string) {
    await waitFor(() => expect(openDialogTitled(title)).toBeUndefined());
  }

  it('asks before Create New Category closes with a name typed: Stay keeps it, Leave closes', async () => {
    const { user, router } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Create New Category' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Scarves');

    await user.keyboard('{Escape}');
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Stay' }),
    );
    await waitFor(() => expect(openDialogTitled('Leave without saving')).toBeUndefined());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Scarves');
    expect(router.state.location.search).toBe('?dialog=create');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Leave' }),
    );
    await expectClosed('Create New Category');
    expect(router.state.location.search).toBe('');
    expect(openDialogTitled('Leave without saving')).toBeUndefined();
  });

  it('closes Create New Category at once without a name typed', async () => {
    const { user, router } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Create New Category' }));
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectClosed('Create New Category');
    expect(router.state.location.search).toBe('');
    expect(openDialogTitled('Leave without saving')).toBeUndefined();
  });

  it('asks before Edit Category Name closes with a changed name, and not once it is the same again', async () => {
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit Hats' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'Caps');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Stay' }),
    );
    await waitFor(() => expect(openDialogTitled('Leave without saving')).toBeUndefined());
    // A click on the mask around the dialog.
    const mask = openDialogTitled('Edit Category Name')?.closest<HTMLElement>('.ant-modal-wrap');
    if (!mask) throw new Error('No mask around Edit Category Name');
    await user.click(mask);
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Stay' }),
    );
    await waitFor(() => expect(openDialogTitled('Leave without saving')).toBeUndefined());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('HatsCaps');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Backspace>4}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed('Edit Category Name');
    expect(openDialogTitled('Leave without saving')).toBeUndefined();
  });
});

describe("the category dialogs' typed name and the page's other ways out", () => {
  const PRODUCTS = '/u/account/commerce/products';
  const CATEGORIES = '/u/account/commerce/categories';

  function renderCategories() {
    const logOut = jest.fn();
    const view = renderCommerceRouter(
      [
        { path: PRODUCTS, element: <h1>Product list</h1> },
        {
          path: CATEGORIES,
          element: (
            <>
              <LogOutButton onLogOut={logOut} />
              <CategoriesRoute />
            </>
          ),
        },
      ],
      [PRODUCTS, CATEGORIES],
      {
        'GET /api/product-category': page([HATS, MUGS]),
        'POST /api/product-category': { status: 200, body: { id: 'c3', name: 'Scarves', countItems: 0 } },
      },
    );
    return { ...view, logOut, user: userEvent.setup() };
  }

  async function typeNewCategory(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Create New Category' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Scarves');
  }

  it("asks before a navigation (the shell's menu) leaves Create New Category with a name typed", async () => {
    const { user, router } = renderCategories();
    await typeNewCategory(user);

    await act(() => router.navigate(PRODUCTS));
    await answerLeave('Stay');
    expect(router.state.location.pathname).toBe(CATEGORIES);
    expect(router.state.location.search).toBe('?dialog=create');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Scarves');

    await act(() => router.navigate(PRODUCTS));
    await answerLeave('Leave');
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
  });

  it("asks before the browser's Back leaves Edit Category Name with a changed name: Stay keeps it, Leave goes", async () => {
    const { user, router } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit Hats' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Caps');

    await act(() => router.navigate(-1));
    await answerLeave('Stay');
    expect(router.state.location.pathname).toBe(CATEGORIES);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('HatsCaps');

    await act(() => router.navigate(-1));
    await answerLeave('Leave');
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
  });

  it('closes Edit Category Name on Leave when the navigation stays on the list', async () => {
    const { user, router } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit Hats' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Caps');

    await act(() => router.navigate(`${CATEGORIES}?q=ha`));
    await answerLeave('Leave');
    expect(router.state.location.search).toBe('?q=ha');
    await waitFor(() => expect(openDialogTitled('Edit Category Name')).toBeUndefined());
  });

  it('makes the browser ask before a reload while a dialog holds a typed name', async () => {
    const { user } = renderCategories();
    await typeNewCategory(user);
    await waitFor(() => {
      const reload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(reload);
      expect(reload.defaultPrevented).toBe(true);
    });
  });

  it("asks before the header's Log out throws a dialog's typed name away: Stay keeps it, Leave logs out", async () => {
    const { user, logOut } = renderCategories();
    await typeNewCategory(user);

    // The dialog's mask covers the page: a click through it, as the header's menu is reached.
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await answerLeave('Stay');
    expect(logOut).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Scarves');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await answerLeave('Leave');
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once the category is created, nor without a name typed', async () => {
    const { user, router, logOut } = renderCategories();
    await typeNewCategory(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(openDialogTitled('Leave without saving')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Edit Hats' }));
    await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logOut).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(PRODUCTS));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(openDialogTitled('Leave without saving')).toBeUndefined();
  });
});
