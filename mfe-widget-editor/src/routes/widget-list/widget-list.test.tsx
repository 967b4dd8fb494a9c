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

const page = (items: unknown[]) => ok({ items, totalItems: items.length, currentPage: 0, pageSize: 10 });

describe('Manage Widgets', () => {
  it('asks to connect a wallet when signed out', async () => {
    renderList({ 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') });
    expect(
      await screen.findByText(
        'No Wallet connected - Connect wallet to see apps associated with your account',
      ),
    ).toBeVisible();
  });

  it('lists the widgets with their kit, and shows loading and failure', async () => {
    renderList({
      'GET /api/widget/list': page([
        { id: 7, kit: 'Swap', updatedAt: '2025-01-01T00:00:00.000Z', configParsed: { name: 'Swapper' } },
      ]),
    });
    expect(await screen.findByRole('link', { name: 'Swapper' })).toHaveAttribute(
      'href',
      '/admin/widget/edit/7',
    );
    expect(screen.getByText('Swap Kit')).toBeVisible();
  });

  it('says so when the list fails', async () => {
    renderList({ 'GET /api/widget/list': errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database down') });
    expect(await screen.findByText('Database down')).toBeVisible();
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
