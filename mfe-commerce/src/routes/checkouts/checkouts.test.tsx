import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Checkout } from '@suite/shared';
import { SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { LogOutButton } from '../../test/log-out-button';
import { errorBody, renderCommerce, renderCommerceRouter } from '../../test/render';
import { CheckoutsRoute } from '.';
import { openDialogTitled } from '@suite/shared/testing';
import { answerLeave } from '../../test/leave-question';
import { onAWideScreen } from '../../test/wide-screen';

jest.setTimeout(60_000);

/** Where the server says buyers pay (its PUBLIC_APP_URL), another origin than this page's. */
const PAY_ORIGIN = 'https://pay.shop.example';

function checkout(id: string, title: string, items: { name: string; active: boolean }[]): Checkout {
  return {
    id,
    title,
    description: '',
    requireEmail: false,
    requireAddress: false,
    editable: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    payUrl: `${PAY_ORIGIN}/c/${id}`,
    items: items.map(({ name, active }, index) => ({
      id: `${id}-${index}`,
      productId: `${id}-product-${index}`,
      quantity: 1,
      name,
      active,
    })),
  };
}

const CHECKOUTS = [
  checkout('c1', 'Winter sale', [
    { name: 'Gloves', active: true },
    { name: 'Hat', active: false },
  ]),
  checkout('c2', 'Spring sale', [{ name: 'Gloves', active: true }]),
];

/** A first page of 5 with no checkout, and one with the two above. */
const NO_CHECKOUTS = { status: 200, body: { items: [], totalItems: 0, currentPage: 0, pageSize: 5 } };
const TWO_CHECKOUTS = { status: 200, body: { items: CHECKOUTS, totalItems: 2, currentPage: 0, pageSize: 5 } };
/** Receiver settings with both the address and the e-mail set. */
const RECEIVER_SET = {
  status: 200,
  body: { receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', notificationEmail: 'me@shop.test' },
};

/** The share dialog, found by its title (jsdom's ids do not name dialogs here). */
async function shareDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((dialog) => within(dialog).queryByText('Share checkout'));
    if (!found) throw new Error('No share dialog');
    return found;
  });
}

function renderList() {
  renderCommerce(<CheckoutsRoute />, {
    'GET /api/checkouts': {
      status: 200,
      body: { items: CHECKOUTS, totalItems: 2, currentPage: 0, pageSize: 5 },
    },
  });
  return userEvent.setup({ delay: null });
}

describe('checkouts with inactive products', () => {
  it('marks them in the list, naming the inactive products', async () => {
    renderList();
    const winter = (await screen.findByRole('link', { name: 'Winter sale' })).closest('tr');
    expect(winter && within(winter).getByText('Inactive products: Hat')).toBeVisible();
    const spring = screen.getByRole('link', { name: 'Spring sale' }).closest('tr');
    expect(spring && within(spring).queryByText(/Inactive products/)).toBeNull();
  });

  it('refuses to share one, with the reason instead of the link', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Share Winter sale' }));
    const dialog = await shareDialog();
    expect(within(dialog).getByText('This checkout cannot be shared')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This checkout cannot be shared: it contains inactive products (Hat), which are not shown in the store. Make them active in Products or remove them from the checkout.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Checkout link')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('shares a checkout whose products are all active, at the address the server names for buyers', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Share Spring sale' }));
    const dialog = await shareDialog();
    // The pay page's address as the API writes it, not this page's origin (ADR 0025).
    expect(within(dialog).getByLabelText('Checkout link')).toHaveValue(`${PAY_ORIGIN}/c/c2`);
    expect(within(dialog).getByRole('link', { name: 'X' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`${PAY_ORIGIN}/c/c2`)),
    );
    expect(within(dialog).queryByText('This checkout cannot be shared')).toBeNull();
  });
});

describe('the list', () => {
  it('goes back to the last page that has items when the page asked is past it (its items deleted)', async () => {
    const pages: (string | null)[] = [];
    const { router } = renderCommerceRouter(
      [{ path: '/u/account/commerce', element: <CheckoutsRoute /> }],
      ['/u/account/commerce?page=3&limit=5'],
      {
        'GET /api/checkouts': (request) => {
          const page = new URL(request.url).searchParams.get('page');
          pages.push(page);
          return {
            status: 200,
            body: {
              items: page === '0' ? CHECKOUTS : [],
              totalItems: 2,
              currentPage: Number(page),
              pageSize: 5,
            },
          };
        },
      },
    );
    expect(await screen.findByRole('link', { name: 'Winter sale' })).toBeVisible();
    expect(pages).toEqual(['3', '0']);
    expect(router.state.location.search).toBe('?limit=5');
  });

  it('says why it could not load, not that there are no checkouts, and reads again on Retry', async () => {
    let down = true;
    renderCommerce(<CheckoutsRoute />, {
      'GET /api/checkouts': () =>
        down ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'The database is unreachable') : TWO_CHECKOUTS,
    });
    expect(await screen.findByText('The database is unreachable')).toBeVisible();
    expect(screen.queryByText('No checkouts yet')).toBeNull();
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Winter sale' })).toBeVisible();
    expect(screen.queryByText('The database is unreachable')).toBeNull();
  });

  it('says why the session could not be read, and reads it again on Retry', async () => {
    let down = true;
    renderCommerce(<CheckoutsRoute />, {
      'GET /api/user/authenticated/account': () =>
        down
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The API is restarting')
          : { status: 200, body: SIGNED_IN_ACCOUNT },
      'GET /api/checkouts': {
        status: 200,
        body: { items: CHECKOUTS, totalItems: 2, currentPage: 0, pageSize: 5 },
      },
    });
    expect(await screen.findByText('The API is restarting')).toBeVisible();
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Winter sale' })).toBeVisible();
  });
});

describe('searching and sorting the checkouts', () => {
  const LIST = '/u/account/commerce/checkouts';
  onAWideScreen();

  /** The checkouts API, recording what each list asks, and answering `Winter sale` to a search. */
  function renderAsked(entry: string) {
    const asked: URLSearchParams[] = [];
    const view = renderCommerceRouter([{ path: LIST, element: <CheckoutsRoute /> }], [entry], {
      'GET /api/checkouts': (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const q = query.get('q');
        const items = q === null ? CHECKOUTS : CHECKOUTS.filter((one) => one.title.toLowerCase().includes(q));
        return { status: 200, body: { items, totalItems: 12, currentPage: 0, pageSize: 5 } };
      },
    });
    return { ...view, asked, user: userEvent.setup({ delay: null }) };
  }

  it('searches the titles once the typing stops, from the first page', async () => {
    const { asked, router, user } = renderAsked(`${LIST}?page=1`);
    expect(await screen.findByRole('link', { name: 'Spring sale' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search checkouts' }), 'winter');
    // One call for the whole word, once the typing stops.
    await waitFor(() => expect(router.state.location.search).toBe('?q=winter'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spring sale' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Winter sale' })).toBeVisible();
    const searches = asked.filter((query) => query.has('q'));
    expect(searches.map((query) => query.get('q'))).toEqual(['winter']);
    expect(searches[0]?.get('page')).toBe('0');
  });

  it('says nothing matches a search, not that there are no checkouts', async () => {
    const { user } = renderAsked(LIST);
    expect(await screen.findByRole('link', { name: 'Winter sale' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search checkouts' }), 'zz');
    expect(await screen.findByText('Nothing matches this search or filter')).toBeVisible();
    expect(screen.queryByText('No checkouts yet')).not.toBeInTheDocument();
  });

  it('shows the newest first, and sorts by a clicked column from the first page, each way', async () => {
    const { asked, router, user } = renderAsked(`${LIST}?page=1`);
    expect(await screen.findByRole('link', { name: 'Winter sale' })).toBeVisible();
    expect(asked[0]?.get('sort')).toBe('-createdAt');
    expect(screen.getByRole('columnheader', { name: 'Created on' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('columnheader', { name: 'Title' }));
    await waitFor(() => expect(asked[asked.length - 1]?.get('sort')).toBe('title'));
    expect(asked[asked.length - 1]?.get('page')).toBe('0');
    expect(router.state.location.search).toBe('?sort=title');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(screen.getByRole('columnheader', { name: 'Created on' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('columnheader', { name: 'Title' }));
    await waitFor(() => expect(asked[asked.length - 1]?.get('sort')).toBe('-title'));

    // The oldest first, then back to the newest: a column is never left unsorted.
    await user.click(screen.getByRole('columnheader', { name: 'Created on' }));
    await waitFor(() => expect(asked[asked.length - 1]?.get('sort')).toBe('createdAt'));
    await user.click(screen.getByRole('columnheader', { name: 'Created on' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(asked[asked.length - 1]?.get('sort')).toBe('-createdAt');
  });

  it('reads a sort the API does not take, from an old link, as the newest first', async () => {
    const { asked } = renderAsked(`${LIST}?sort=price`);
    expect(await screen.findByRole('link', { name: 'Winter sale' })).toBeVisible();
    expect(asked.map((query) => query.get('sort'))).toEqual(['-createdAt']);
    expect(screen.getByRole('columnheader', { name: 'Created on' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

describe('New Checkout', () => {
  it("says why Continue waits when the receiver's settings cannot be read, and reads them again", async () => {
    let down = true;
    renderCommerce(<CheckoutsRoute />, {
      'GET /api/checkouts': NO_CHECKOUTS,
      'GET /api/checkouts/settings': () =>
        down ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'The database is unreachable') : RECEIVER_SET,
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /New Checkout/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        "The receiver's settings could not be read, so a checkout cannot be created yet",
      ),
    ).toBeVisible();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        within(dialog).queryByText(
          "The receiver's settings could not be read, so a checkout cannot be created yet",
        ),
      ).toBeNull(),
    );
    await user.type(within(dialog).getByLabelText('Title'), 'Spring sale');
    await user.type(within(dialog).getByLabelText('Description'), 'Shirts');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled());
  });

  it('loads its form when opened, and asks for a title and a description before Continue', async () => {
    renderCommerce(<CheckoutsRoute />, {
      'GET /api/checkouts': NO_CHECKOUTS,
      'GET /api/checkouts/settings': RECEIVER_SET,
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /New Checkout/ }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const dialog = screen.getByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.type(title, 'Summer sale');
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Description'), 'Hats and gloves');
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('says why it cannot go on while the receiver is not set', async () => {
    renderCommerce(<CheckoutsRoute />, {
      'GET /api/checkouts': NO_CHECKOUTS,
      'GET /api/checkouts/settings': {
        status: 200,
        body: { receiverAddress: null, notificationEmail: null },
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /New Checkout/ }));
    expect(
      await screen.findByText(
        "It is not possible to create a checkout without setting up the receiver's email and address.",
      ),
    ).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Summer sale');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe("New Checkout's typed title and the ways out", () => {
  const PRODUCTS = '/u/account/commerce/products';
  const CHECKOUTS = '/u/account/commerce/checkouts';
  const CREATE = '/u/account/commerce/checkouts/create';

  function renderCheckouts() {
    const logOut = jest.fn();
    const view = renderCommerceRouter(
      [
        { path: PRODUCTS, element: <h1>Product list</h1> },
        { path: CREATE, element: <h1>Checkout create page</h1> },
        {
          path: CHECKOUTS,
          element: (
            <>
              <LogOutButton onLogOut={logOut} />
              <CheckoutsRoute />
            </>
          ),
        },
      ],
      [PRODUCTS, CHECKOUTS],
      { 'GET /api/checkouts': NO_CHECKOUTS, 'GET /api/checkouts/settings': RECEIVER_SET },
    );
    return { ...view, logOut, user: userEvent.setup({ delay: null }) };
  }

  async function typeTitle(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /New Checkout/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Summer sale');
  }

  it('asks before Cancel, Back or Log out lose a typed title: Stay keeps it', async () => {
    const { user, router, logOut } = renderCheckouts();
    await typeTitle(user);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerLeave('Stay');
    await act(() => router.navigate(-1));
    await answerLeave('Stay');
    expect(router.state.location.pathname).toBe(CHECKOUTS);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await answerLeave('Stay');
    expect(logOut).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Summer sale');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await answerLeave('Leave');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument());
    expect(logOut).not.toHaveBeenCalled();
  });

  it('goes on to the create page with Continue without asking', async () => {
    const { user, router } = renderCheckouts();
    await typeTitle(user);
    await user.type(screen.getByLabelText('Description'), 'Hats');
    const next = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Checkout create page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?title=Summer+sale&description=Hats');
    expect(openDialogTitled('Leave without saving')).toBeUndefined();
  });
});
