import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import {
  dialogTitled,
  errorBody,
  ok,
  pending,
  postedConfig,
  renderWidgetUi,
  widget,
  type Responder,
} from '../../test/render';
import { WidgetListRoute } from '.';

jest.setTimeout(60_000);

function EditorStub() {
  const { id } = useParams();
  return <p>Editor of widget {id}</p>;
}

function renderList(answers: Record<string, Responder>) {
  return renderWidgetUi(
    <Routes>
      <Route path="/admin/widget" element={<WidgetListRoute />} />
      <Route path="/admin/widget/edit/:id" element={<EditorStub />} />
    </Routes>,
    { path: '/admin/widget', answers },
  );
}

/** The list's answer for one page (0-based, as the API's) of `items`. */
const page = (items: unknown[], at = 0, size = 10) =>
  ok({
    items: items.slice(at * size, (at + 1) * size),
    totalItems: items.length,
    currentPage: at,
    pageSize: size,
  });

const listItem = (id: number, name: string) => ({
  id,
  kit: 'Swap',
  updatedAt: '2025-01-01T00:00:00.000Z',
  configParsed: { name },
});

describe('Manage Widgets', () => {
  it('asks to connect a wallet when signed out', async () => {
    renderList({ 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') });
    expect(
      await screen.findByText(
        'No Wallet connected - Connect wallet to see apps associated with your account',
      ),
    ).toBeVisible();
    // No Create widget whose dialog is not there to open.
    expect(screen.queryByRole('button', { name: /Create widget/ })).not.toBeInTheDocument();
  });

  it('lists the widgets with their kit, and shows loading and failure', async () => {
    renderList({
      'GET /api/widget/list': page([listItem(7, 'Swapper')]),
    });
    expect(await screen.findByRole('link', { name: 'Swapper' })).toHaveAttribute(
      'href',
      '/admin/widget/edit/7',
    );
    expect(screen.getByText('Swap Kit')).toBeVisible();
  });

  it('goes back to the last page there is when the last widget of the last page is deleted', async () => {
    const user = userEvent.setup();
    let widgets = Array.from({ length: 11 }, (_, at) => listItem(at + 1, `Widget ${at + 1}`));
    renderList({
      'GET /api/widget/list': ({ url }) =>
        page(widgets, Number(url.searchParams.get('page')), Number(url.searchParams.get('limit'))),
      'DELETE /api/widget/11': () => {
        widgets = widgets.filter((item) => item.id !== 11);
        return ok({ ok: true });
      },
    });
    await screen.findByRole('link', { name: 'Widget 1' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Widget 11' }));
    await user.click(within(await dialogTitled('Delete widget?')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('link', { name: 'Widget 10' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Widget \d+$/ })).toHaveLength(10);
    expect(screen.queryByText("You don't have any widget yet")).toBeNull();
    expect(screen.queryByRole('listitem', { name: '2' })).toBeNull();
  });

  it('says so when the list fails', async () => {
    renderList({ 'GET /api/widget/list': errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database down') });
    expect(await screen.findByText('Database down')).toBeVisible();
  });

  it('shows a failed search below its box, so it can be changed or retried', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderList({
      'GET /api/widget/list': ({ url }) =>
        url.searchParams.get('q') === 'Swap' && failing
          ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database down')
          : page([listItem(7, 'Swapper')]),
    });
    await screen.findByRole('link', { name: 'Swapper' });
    await user.type(screen.getByRole('searchbox', { name: 'Search widgets' }), 'Swap');
    expect(await screen.findByText('Database down')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search widgets' })).toHaveValue('Swap');
    expect(screen.queryByText("You don't have any widget yet")).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Swapper' })).toBeVisible();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });

  it('shows a loading table while the list loads', async () => {
    renderList({ 'GET /api/widget/list': () => pending() });
    expect(await screen.findByRole('heading', { name: 'Manage Widgets' })).toBeVisible();
    expect(document.querySelector('.ant-spin')).not.toBeNull();
  });

  it('creates a widget with its kit and opens it in the editor', async () => {
    const user = userEvent.setup();
    const { api } = renderList({
      'GET /api/widget/list': page([]),
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body), 'NFT', 1), id: 12 }),
    });
    expect(await screen.findByText("You don't have any widget yet")).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Create widget' })[0] ?? document.body);
    const dialog = await dialogTitled('Create widget');
    // The form loads with the dialog.
    expect(await within(dialog).findByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Apes');
    await user.click(within(dialog).getByText('NFT Kit'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Editor of widget 12')).toBeVisible();
    const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
    expect(upsert?.body).toMatchObject({ kit: 'NFT' });
    expect(postedConfig(upsert?.body)).toMatchObject({
      name: 'Apes',
      currency: 'USD',
      page: { sections: [] },
    });
  });
});
