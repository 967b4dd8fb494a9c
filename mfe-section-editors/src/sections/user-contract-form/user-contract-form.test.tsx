import { screen, waitFor, within } from '@testing-library/react';
import { erc20Abi } from 'viem';
import userEvent from '@testing-library/user-event';
import { readContract, writeContract } from 'wagmi/actions';
import { errorBody, ok, pending, renderInSite } from '../../test/render-in-site';
import { renderWithWalletConnected } from '../../test/connected-wallet';
import { confirmTransaction, walletOnChain } from '../../section-kit/contract/wallet-actions';
import { UserContractFormEditor } from './editor';
import { UserContractFormRenderer } from './renderer';

// The chain and the wallet are the page's: reads, writes and the wallet prompt are stood in for.
jest.mock('wagmi/actions', () => ({
  ...jest.requireActual<typeof import('wagmi/actions')>('wagmi/actions'),
  readContract: jest.fn(),
  writeContract: jest.fn(),
}));
jest.mock('../../section-kit/contract/wallet-actions', () => ({
  walletOnChain: jest.fn(),
  confirmTransaction: jest.fn(),
}));

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HOLDER: `0x${string}` = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH: `0x${string}` = `0x${'ab'.repeat(32)}`;
/** The ERC-20 ABI (balanceOf(account), transfer(recipient, amount), …). */
const ABI = JSON.stringify(erc20Abi);
const FORM = {
  id: 5,
  name: 'Send tUSDC',
  description: 'Pay a friend in test dollars',
  chainId: 31337,
  address: TOKEN,
  abi: ABI,
  functions: [
    { signature: 'transfer(address,uint256)', labels: ['Recipient', 'Amount (base units)'] },
    { signature: 'balanceOf(address)', labels: [''] },
  ],
};
const SUMMARY = {
  id: 5,
  name: 'Send tUSDC',
  description: '',
  chainId: 31337,
  address: TOKEN,
  functionCount: 2,
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const PUBLIC_FORM = 'GET /api/sites/7/public/contract-forms/5';

describe('UserContractFormRenderer', () => {
  // The visitor's wallet is connected: Send transaction is offered (without one, Connect wallet is).
  const renderConnected = renderWithWalletConnected(HOLDER);

  beforeEach(() => jest.resetAllMocks());

  it("shows the form's name, description and a labelled field per argument", async () => {
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: false }} />, {
      [PUBLIC_FORM]: ok(FORM),
    });
    expect(await screen.findByRole('heading', { name: 'Send tUSDC' })).toBeInTheDocument();
    expect(screen.getByText('Pay a friend in test dollars')).toBeInTheDocument();
    const transfer = await screen.findByRole('region', { name: 'transfer' });
    expect(within(transfer).getByLabelText('Recipient')).toBeInTheDocument();
    expect(within(transfer).getByLabelText('Amount (base units)')).toBeInTheDocument();
    // A blank label shows the parameter's own name and type.
    expect(
      within(screen.getByRole('region', { name: 'balanceOf' })).getByLabelText('account (address)'),
    ).toBeInTheDocument();
  });

  it("says the site does not work on the form's chain when its Data → Networks leaves it out", async () => {
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: false }} />, {
      [PUBLIC_FORM]: ok(FORM),
      'GET /api/sites/7/public/trade-settings': ok({ swapFee: null, tokens: [], chainIds: [1] }),
    });
    expect(await screen.findByText('This site does not work on Local chain')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send tUSDC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'transfer' })).not.toBeInTheDocument();
  });

  it('hides the form info when the owner asks', async () => {
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: true }} />, {
      [PUBLIC_FORM]: ok(FORM),
    });
    expect(await screen.findByRole('region', { name: 'transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send tUSDC' })).not.toBeInTheDocument();
  });

  it('checks each field by its label before anything is sent', async () => {
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: false }} />, {
      [PUBLIC_FORM]: ok(FORM),
    });
    const user = userEvent.setup({ delay: null });
    const transfer = await screen.findByRole('region', { name: 'transfer' });
    await user.type(within(transfer).getByLabelText('Recipient'), '0x12');
    await user.type(within(transfer).getByLabelText('Amount (base units)'), '-1');
    await user.click(within(transfer).getByRole('button', { name: 'Send transaction' }));
    expect(
      within(transfer).getByText('Recipient must be an address (0x and 40 hex characters)'),
    ).toBeInTheDocument();
    expect(within(transfer).getByText('Amount (base units) must be 0 or more')).toBeInTheDocument();
    expect(writeContract).not.toHaveBeenCalled();
  });

  it("calls the contract through the visitor's wallet and shows the transaction confirmed", async () => {
    jest.mocked(walletOnChain).mockResolvedValue(HOLDER);
    jest.mocked(writeContract).mockResolvedValue(HASH);
    jest.mocked(confirmTransaction).mockResolvedValue('confirmed');
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: false }} />, {
      [PUBLIC_FORM]: ok(FORM),
    });
    const user = userEvent.setup({ delay: null });
    const transfer = await screen.findByRole('region', { name: 'transfer' });
    await user.click(within(transfer).getByLabelText('Recipient'));
    await user.paste(HOLDER);
    await user.type(within(transfer).getByLabelText('Amount (base units)'), '1500000');
    await user.click(within(transfer).getByRole('button', { name: 'Send transaction' }));
    expect(await within(transfer).findByText('Transaction confirmed')).toBeInTheDocument();
    // The local chain has no explorer: the hash itself is shown.
    expect(within(transfer).getByText(HASH)).toBeInTheDocument();
    expect(jest.mocked(walletOnChain).mock.calls[0]?.[1]).toBe(31337);
    expect(jest.mocked(writeContract).mock.calls[0]?.[1]).toMatchObject({
      address: TOKEN,
      functionName: 'transfer',
      args: [HOLDER, 1_500_000n],
      chainId: 31337,
    });
  });

  it('shows the decoded result of a read', async () => {
    jest.mocked(readContract).mockResolvedValue(42n);
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: false }} />, {
      [PUBLIC_FORM]: ok(FORM),
    });
    const user = userEvent.setup({ delay: null });
    const balance = await screen.findByRole('region', { name: 'balanceOf' });
    await user.click(within(balance).getByLabelText('account (address)'));
    await user.paste(HOLDER);
    await user.click(within(balance).getByRole('button', { name: 'Read' }));
    expect(await within(balance).findByText('42')).toBeInTheDocument();
    expect(within(balance).getByText('Result:')).toBeInTheDocument();
  });

  it('says when the form is gone, and shows other errors with a Retry', async () => {
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: false }} />, {
      [PUBLIC_FORM]: errorBody(404, 'NOT_FOUND', 'Contract form not found'),
    });
    expect(await screen.findByText('This contract form no longer exists.')).toBeInTheDocument();
    renderConnected(<UserContractFormRenderer data={{ formId: '5', hideFormInfo: false }} />, {
      [PUBLIC_FORM]: errorBody(429, 'TOO_MANY_REQUESTS', 'Too many requests from this address'),
    });
    expect(await screen.findByText('Too many requests from this address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('UserContractFormEditor', () => {
  function renderEditor(answers: Parameters<typeof renderInSite>[1]) {
    const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
    const view = renderInSite(<UserContractFormEditor {...handlers} />, answers, {
      siteId: '7',
      widgetId: '7',
    });
    return { ...handlers, ...view, user: userEvent.setup({ delay: null }) };
  }

  it('picks a form by name from the list, searching the server, and saves its id', async () => {
    const { user, onSave, api } = renderEditor({
      'GET /api/contract-forms': (url) =>
        ok(url.searchParams.get('q') === 'zzz' ? { items: [], total: 0 } : { items: [SUMMARY], total: 1 }),
    });
    expect(screen.queryByRole('textbox', { name: 'Form ID' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Contract form' }));
    await user.click(await screen.findByText(/^Send tUSDC · 0x5Fb/));
    // Every form is listed: nothing says otherwise.
    expect(screen.queryByText(/contract forms: type a name to find the others/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Hide form info' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ formId: '5', hideFormInfo: true });

    await user.click(screen.getByRole('combobox', { name: 'Contract form' }));
    await user.keyboard('zzz');
    expect(await screen.findByText('No contract form matches your search')).toBeInTheDocument();
    expect(api.calls()).toContain('/api/contract-forms?pageSize=20&q=zzz');
  });

  it('says when the list shows only the first page of the forms, and how to find the others', async () => {
    const { user } = renderEditor({ 'GET /api/contract-forms': ok({ items: [SUMMARY], total: 35 }) });
    await user.click(screen.getByRole('combobox', { name: 'Contract form' }));
    expect(
      await screen.findByText('Showing 1 of 35 contract forms: type a name to find the others.'),
    ).toBeInTheDocument();
  });

  it('says when the owner has no forms yet, and where to build them', async () => {
    const { user } = renderEditor({ 'GET /api/contract-forms': ok({ items: [], total: 0 }) });
    await user.click(screen.getByRole('combobox', { name: 'Contract form' }));
    expect(await screen.findByText("You don't have any contract forms yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a contract form' })).toHaveAttribute(
      'href',
      '/admin/widget/edit/7?tab=contract.forms',
    );
  });

  it('shows loading while the forms load', async () => {
    const { user } = renderEditor({ 'GET /api/contract-forms': () => pending() });
    await user.click(screen.getByRole('combobox', { name: 'Contract form' }));
    expect(await screen.findByLabelText('Loading contract forms')).toBeInTheDocument();
  });

  it('names the saved form even when the list leaves it out', async () => {
    const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
    renderInSite(<UserContractFormEditor {...handlers} data={{ formId: '5', hideFormInfo: false }} />, {
      'GET /api/contract-forms': ok({ items: [], total: 0 }),
      'GET /api/contract-forms/5': ok({
        ...FORM,
        createdAt: SUMMARY.updatedAt,
        updatedAt: SUMMARY.updatedAt,
      }),
    });
    expect(await screen.findByText(/^Send tUSDC · 0x5Fb/)).toBeInTheDocument();
  });

  it("warns that visitors will not get a form on a chain the site's Data → Networks leaves out", async () => {
    const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
    renderInSite(<UserContractFormEditor {...handlers} data={{ formId: '5', hideFormInfo: false }} />, {
      'GET /api/contract-forms': ok({ items: [SUMMARY], total: 1 }),
      'GET /api/contract-forms/5': ok({
        ...FORM,
        createdAt: SUMMARY.updatedAt,
        updatedAt: SUMMARY.updatedAt,
      }),
      'GET /api/sites/7/public/trade-settings': ok({ swapFee: null, tokens: [], chainIds: [1] }),
    });
    expect(await screen.findByText("This site's Data → Networks leaves out Local chain")).toBeInTheDocument();
    expect(
      screen.getByText(
        'Visitors will read "This site does not work on Local chain" instead of this section.',
      ),
    ).toBeInTheDocument();
  });
});
