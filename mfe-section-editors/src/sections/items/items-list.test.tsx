import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageItem } from '@suite/shared';
import { ItemsList } from './items-list';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const FIRST: PageItem = { type: 'asset', chainId: 1, contractAddress: ADDRESS, tokenId: '1', title: 'Ape' };
const SECOND: PageItem = {
  type: 'asset',
  chainId: 137,
  contractAddress: ADDRESS,
  tokenId: '2',
  title: 'Punk',
};

function renderList(items: PageItem[]) {
  const onChange = jest.fn();
  render(<ItemsList items={items} onChange={onChange} />);
  return { onChange, user: userEvent.setup({ delay: null }) };
}

describe('ItemsList', () => {
  it('disables Up on the first item and Down on the last, and moves and removes items', async () => {
    const { onChange, user } = renderList([FIRST, SECOND]);
    const first = within(screen.getByRole('listitem', { name: 'Ape · token #1' }));
    const second = within(screen.getByRole('listitem', { name: 'Punk · token #2' }));
    expect(first.getByRole('button', { name: 'Up' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Down' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Up' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Down' })).toBeDisabled();
    await user.click(first.getByRole('button', { name: 'Down' }));
    expect(onChange).toHaveBeenLastCalledWith([SECOND, FIRST]);
    await user.click(second.getByRole('button', { name: 'Up' }));
    expect(onChange).toHaveBeenLastCalledWith([SECOND, FIRST]);
    await user.click(first.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith([SECOND]);
  });

  it('adds an item through the item editor, with its required fields checked', async () => {
    const { onChange, user } = renderList([]);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Token ID is required')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Contract address'), ADDRESS);
    await user.type(screen.getByLabelText('Token ID'), '7');
    await user.type(screen.getByLabelText('Item title'), 'Ape');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(onChange).toHaveBeenCalledWith([{ ...FIRST, tokenId: '7' }]);
  });

  it('edits an item, and switching its type starts a blank form', async () => {
    const { user } = renderList([FIRST]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Item title')).toHaveValue('Ape');
    await user.click(screen.getByText('NFT collection'));
    expect(await screen.findByLabelText('Background image URL')).toHaveValue('');
    expect(screen.getByLabelText('Item title')).toHaveValue('');
    expect(screen.getByLabelText('Contract address')).toHaveValue('');
    expect(screen.queryByLabelText('Token ID')).not.toBeInTheDocument();
  });
});
