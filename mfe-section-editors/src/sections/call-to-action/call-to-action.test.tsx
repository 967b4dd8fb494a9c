import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_ITEMS_MAX } from '@suite/shared/sections';
import { renderInSite } from '../../test/render-in-site';
import { NFT_ADDRESS } from '../../test/nft-test-data';
import { CallToActionEditor } from './editor';
import { CallToActionRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const SAVED = {
  variant: 'dark',
  title: 'Join the mint',
  subtitle: 'Only 500 passes',
  button: { title: 'Mint now', url: 'https://example.com/mint', openInNewPage: true },
  items: [],
};

describe('CallToActionRenderer', () => {
  it('shows the title, subtitle and a button that opens the link in a new page', () => {
    render(<CallToActionRenderer data={SAVED} />);
    expect(screen.getByRole('heading', { name: 'Join the mint' })).toBeInTheDocument();
    expect(screen.getByText('Only 500 passes')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Mint now' });
    expect(link).toHaveAttribute('href', 'https://example.com/mint');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('region', { name: 'Join the mint' })).toHaveAttribute('data-variant', 'dark');
  });

  it('says what is missing while the section is incomplete', () => {
    render(<CallToActionRenderer data={{ ...SAVED, title: '' }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(<CallToActionEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

describe('CallToActionEditor', () => {
  it('shows the required messages and keeps Save disabled while invalid', async () => {
    const { user } = renderEditor();
    for (const label of ['Title', 'Subtitle', 'Button title', 'Button URL']) {
      await user.type(screen.getByLabelText(label), 'x');
      await user.clear(screen.getByLabelText(label));
    }
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Subtitle is required')).toBeInTheDocument();
    expect(screen.getByText('Button title is required')).toBeInTheDocument();
    expect(screen.getByText('Button URL is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('reports each change live and saves the valid config', async () => {
    const { onChange, onSave, user } = renderEditor(SAVED);
    await user.click(screen.getByText('Light'));
    await user.type(screen.getByLabelText('Title'), '!');
    expect(onChange).toHaveBeenLastCalledWith({ ...SAVED, variant: 'light', title: 'Join the mint!' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, variant: 'light', title: 'Join the mint!' });
  });
});

// Saved before a token ID took digits only and before Items had a limit: what the owner saved is
// what the editor opens on, marked where it no longer passes, and Save waits for the fixes.
describe('CallToActionEditor on a section saved under older rules', () => {
  const ASSET = { type: 'asset', chainId: 1, contractAddress: NFT_ADDRESS, tokenId: '1', title: 'Ape' };
  const OLD_TOKEN = { ...ASSET, tokenId: 'abc', title: 'Punk' };

  function renderSaved(data: Record<string, unknown>) {
    const onSave = jest.fn();
    renderInSite(
      <CallToActionEditor
        data={data}
        mode="edit"
        onChange={jest.fn()}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    return { onSave, user: userEvent.setup({ delay: null }) };
  }

  it('opens on the saved texts and items, marking the item whose token ID no longer passes', async () => {
    const { onSave, user } = renderSaved({ ...SAVED, items: [ASSET, OLD_TOKEN] });
    expect(screen.getByLabelText('Title')).toHaveValue('Join the mint');
    expect(screen.getByLabelText('Button URL')).toHaveValue('https://example.com/mint');
    expect(screen.getByRole('listitem', { name: 'Ape · token #1' })).toBeInTheDocument();
    const marked = screen.getByRole('listitem', {
      name: 'Punk · token #abc, needs fixing: Token ID: Must be a token id (a whole number)',
    });
    expect(
      within(marked).getByText('Needs fixing: Token ID: Must be a token id (a whole number)'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();

    // The item's editor opens on it too, its message shown at once.
    await user.click(within(marked).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Item title')).toHaveValue('Punk');
    expect(await screen.findByText('Must be a token id (a whole number)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Token ID'));
    await user.type(screen.getByLabelText('Token ID'), '2');
    await user.click(await screen.findByRole('button', { name: 'Save item' }));

    expect(screen.getByRole('listitem', { name: 'Punk · token #2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, items: [ASSET, { ...OLD_TOKEN, tokenId: '2' }] });
  });

  it(`keeps every item of a list over ${PAGE_ITEMS_MAX}, saying how many to remove, and saves once under`, async () => {
    const items = Array.from({ length: PAGE_ITEMS_MAX + 2 }, (_, index) => ({
      ...ASSET,
      tokenId: String(index),
      title: `Ape ${index}`,
    }));
    const { onSave, user } = renderSaved({ ...SAVED, items });
    expect(screen.getByLabelText('Title')).toHaveValue('Join the mint');
    const list = screen.getByRole('list', { name: 'Items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_ITEMS_MAX + 2);
    expect(screen.getByText(`At most ${PAGE_ITEMS_MAX}: remove 2 to save`)).toBeInTheDocument();
    expect(await screen.findByText(`At most ${PAGE_ITEMS_MAX} items`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // The row found by its text: a role query names all 52 rows' buttons each time, slow in jsdom.
    const removeAt = async (text: string) => {
      const row = within(list)
        .getAllByText(text)
        .map((shown) => shown.closest('li'))
        .find((found) => found !== null);
      if (!row) throw new Error(`No row ${text}`);
      await user.click(within(row).getByRole('button', { name: 'Remove' }));
    };
    await removeAt('Ape 3 · token #3');
    expect(screen.getByText(`At most ${PAGE_ITEMS_MAX}: remove one to save`)).toBeInTheDocument();
    await removeAt('Ape 7 · token #7');
    expect(screen.queryByText(/to save$/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      ...SAVED,
      items: items.filter((item) => item.tokenId !== '3' && item.tokenId !== '7'),
    });
    // 52 rows of antd in jsdom: slow while other suites run beside it (CI runs the e2e beside).
  }, 90_000);
});
