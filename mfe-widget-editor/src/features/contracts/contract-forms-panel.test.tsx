import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { erc20Abi } from 'viem';
import userEvent from '@testing-library/user-event';
import { invalidInputBody } from '@suite/shared/testing';
import { WidgetEditRoute } from '../../routes/widget-edit';
import {
  dialogTitled,
  errorBody,
  ok,
  pending,
  renderWidgetUi,
  widget,
  type Responder,
} from '../../test/render';

jest.setTimeout(120_000);

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
/** The ERC-20 ABI (balanceOf(account), transfer(recipient, amount), …). */
const ABI = JSON.stringify(erc20Abi);
const SAVED = {
  id: 3,
  name: 'Send tUSDC',
  description: '',
  chainId: 31337,
  address: TOKEN,
  abi: ABI,
  functions: [{ signature: 'transfer(address,uint256)', labels: ['Recipient', 'Amount'] }],
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const SUMMARY = {
  id: 3,
  name: 'Send tUSDC',
  description: '',
  chainId: 31337,
  address: TOKEN,
  functionCount: 1,
  updatedAt: SAVED.updatedAt,
};

function renderForms(answers: Record<string, Responder>, path = '/admin/widget/edit/7?tab=contract.forms') {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path,
    route: '/admin/widget/edit/:id/*',
    answers: { 'GET /api/widget/by-owner/7': ok(widget()), ...answers },
  });
}

function paste(element: HTMLElement, text: string) {
  fireEvent.change(element, { target: { value: text } });
}

describe('contract forms screen', () => {
  it('shows loading, then the empty state, and an error state', async () => {
    const { unmount } = renderForms({ 'GET /api/contract-forms': () => pending() });
    expect(await screen.findByLabelText('Loading contract forms')).toBeInTheDocument();
    expect(screen.queryByText('No contract forms yet')).not.toBeInTheDocument();
    unmount();
    renderForms({ 'GET /api/contract-forms': ok({ items: [], total: 0 }) });
    expect(await screen.findByText('No contract forms yet')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Contract forms', level: 2 })).toBeVisible();
    cleanup();
    renderForms({
      'GET /api/contract-forms': errorBody(500, 'INTERNAL_SERVER_ERROR', 'The server failed'),
    });
    expect(await screen.findByText('The server failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('keeps the search box, its focus and the rows shown while a search loads', async () => {
    const user = userEvent.setup();
    const { api } = renderForms({
      'GET /api/contract-forms': ({ url }) =>
        url.searchParams.get('q') ? pending() : ok({ items: [SUMMARY], total: 1 }),
    });
    const box = await screen.findByRole('searchbox', { name: 'Search contract forms' });
    await screen.findByText('Send tUSDC');
    await user.type(box, 'Send');
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.searchParams.get('q') === 'Send')).toBe(true),
    );
    expect(screen.queryByLabelText('Loading contract forms')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search contract forms' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search contract forms' })).toHaveValue('Send');
    expect(screen.getByText('Send tUSDC')).toBeVisible();
  });

  it('shows a failed search below its box, so it can be changed or retried', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderForms({
      'GET /api/contract-forms': ({ url }) =>
        url.searchParams.get('q') === 'Send' && failing
          ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'The server failed')
          : ok({ items: [SUMMARY], total: 1 }),
    });
    await screen.findByText('Send tUSDC');
    await user.type(screen.getByRole('searchbox', { name: 'Search contract forms' }), 'Send');
    expect(await screen.findByText('The server failed')).toBeVisible();
    const box = screen.getByRole('searchbox', { name: 'Search contract forms' });
    expect(box).toHaveValue('Send');
    expect(screen.queryByText('No contract form matches your search')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Send tUSDC')).toBeVisible();
    expect(screen.queryByText('The server failed')).not.toBeInTheDocument();
  });

  it('goes back to the last page there is when the only form of the last page is deleted', async () => {
    const user = userEvent.setup();
    let forms = Array.from({ length: 11 }, (_, at) => ({ ...SUMMARY, id: at + 1, name: `Form ${at + 1}` }));
    renderForms({
      'GET /api/contract-forms': ({ url }) => {
        const at = Number(url.searchParams.get('page'));
        return ok({ items: forms.slice(at * 10, (at + 1) * 10), total: forms.length });
      },
      'DELETE /api/contract-forms/11': () => {
        forms = forms.filter((form) => form.id !== 11);
        return ok({ deleted: 1 });
      },
    });
    await screen.findByText('Form 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Form 11' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Form 10')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Edit Form \d+$/ })).toHaveLength(10);
    expect(screen.queryByText('No contract forms yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument();
  });

  it("builds a form: the ABI's functions to pick, a label per argument, and saves it", async () => {
    const user = userEvent.setup();
    let list = { items: [] as (typeof SUMMARY)[], total: 0 };
    const { api } = renderForms({
      'GET /api/contract-forms': () => ok(list),
      'POST /api/contract-forms': ({ body }) => {
        list = { items: [SUMMARY], total: 1 };
        return ok({ ...SAVED, ...(body as object) });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New contract form' }));
    const form = await screen.findByRole('form', { name: 'New contract form' });
    await user.type(within(form).getByLabelText('Name'), 'Send tUSDC');
    await user.click(within(form).getByLabelText('Network'));
    await user.click(await screen.findByTitle('Local chain (testnet)'));
    paste(within(form).getByLabelText('Contract address'), '0x12');
    expect(
      await within(form).findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeVisible();
    paste(within(form).getByLabelText('Contract address'), TOKEN);
    expect(within(form).getByText('Paste a valid ABI to choose its functions.')).toBeVisible();
    paste(within(form).getByLabelText('ABI'), ABI);
    const writes = await within(form).findByRole('group', { name: 'Write functions' });
    await user.click(within(writes).getByRole('checkbox', { name: /transfer\(address,uint256\)/ }));
    const labels = await within(form).findByRole('group', { name: 'Field labels' });
    await user.type(within(labels).getByLabelText('Label of recipient (address)'), 'Recipient');
    await user.type(within(labels).getByLabelText('Label of amount (uint256)'), 'Amount');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.calls.some((call) => call.route === 'POST /api/contract-forms')).toBe(true),
    );
    expect(api.calls.find((call) => call.route === 'POST /api/contract-forms')?.body).toEqual({
      name: 'Send tUSDC',
      description: '',
      chainId: 31337,
      address: TOKEN,
      abi: ABI,
      functions: [{ signature: 'transfer(address,uint256)', labels: ['Recipient', 'Amount'] }],
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Send tUSDC')).toBeVisible();
  });

  it("asks 'Leave without saving' before a changed form is left by Cancel or the side menu", async () => {
    const user = userEvent.setup();
    renderForms({ 'GET /api/contract-forms': ok({ items: [SUMMARY], total: 1 }) });
    await user.click(await screen.findByRole('button', { name: 'New contract form' }));
    const form = await screen.findByRole('form', { name: 'New contract form' });
    await user.type(within(form).getByLabelText('Name'), 'Half built');
    expect(await screen.findByText('Unsaved changes')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Stay' }),
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('Half built');

    // The side menu (a drawer at the test's width).
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Widget editor' });
    await user.click(within(menu).getByText('Theme'));
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Stay' }),
    );
    expect(screen.getByRole('form', { name: 'New contract form' })).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New contract form' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('leaves an unchanged form on Cancel without asking', async () => {
    const user = userEvent.setup();
    renderForms({
      'GET /api/contract-forms': ok({ items: [SUMMARY], total: 1 }),
      'GET /api/contract-forms/3': ok(SAVED),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Send tUSDC' }));
    const form = await screen.findByRole('form', { name: 'Edit Send tUSDC' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a saved form and shows the fields the server refused', async () => {
    const user = userEvent.setup();
    renderForms({
      'GET /api/contract-forms': ok({ items: [SUMMARY], total: 1 }),
      'GET /api/contract-forms/3': ok(SAVED),
      'PUT /api/contract-forms/3': invalidInputBody({ name: 'Must be at most 100 characters' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Send tUSDC' }));
    const form = await screen.findByRole('form', { name: 'Edit Send tUSDC' });
    expect(within(form).getByLabelText('Label of recipient (address)')).toHaveValue('Recipient');
    await user.type(within(form).getByLabelText('Name'), '!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be at most 100 characters')).toBeVisible();
  });

  it('gives a blank field to each argument a saved form has no label for', async () => {
    const user = userEvent.setup();
    const { api } = renderForms({
      'GET /api/contract-forms': ok({ items: [SUMMARY], total: 1 }),
      'GET /api/contract-forms/3': ok({
        ...SAVED,
        functions: [{ signature: 'transfer(address,uint256)', labels: ['Recipient'] }],
      }),
      'PUT /api/contract-forms/3': ok(SAVED),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Send tUSDC' }));
    const form = await screen.findByRole('form', { name: 'Edit Send tUSDC' });
    const amount = within(form).getByLabelText('Label of amount (uint256)');
    expect(amount).toHaveValue('');
    await user.type(amount, 'Amount');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.route === 'PUT /api/contract-forms/3')?.body).toMatchObject({
        functions: [{ signature: 'transfer(address,uint256)', labels: ['Recipient', 'Amount'] }],
      }),
    );
  });

  it('deletes a form after confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderForms({
      'GET /api/contract-forms': ok({ items: [SUMMARY], total: 1 }),
      'DELETE /api/contract-forms/3': ok({ deleted: 1 }),
      'GET /api/contract-forms/3': () => pending(),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Send tUSDC' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.route === 'DELETE /api/contract-forms/3')).toBe(true),
    );
  });
});
