import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionTypePicker } from './section-type-picker';

function renderPicker(props: Partial<Parameters<typeof SectionTypePicker>[0]> = {}) {
  const onPick = jest.fn();
  render(<SectionTypePicker onPick={onPick} {...props} />);
  return { onPick, user: userEvent.setup() };
}

function tileNames(): string[] {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .queryAllByRole('button')
    .map((tile) => tile.getAttribute('aria-labelledby'))
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''));
}

describe('SectionTypePicker', () => {
  it('offers a tile for every section type under All', () => {
    renderPicker();
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(tileNames()).toHaveLength(27);
    const tile = screen.getByRole('button', { name: 'Call to action' });
    expect(tile).toHaveAccessibleDescription(
      'A title, a subtitle and a button that takes visitors to a link.',
    );
  });

  it('filters the tiles by title, ignoring case', async () => {
    const { user } = renderPicker();
    await user.type(screen.getByRole('textbox', { name: 'Search sections' }), 'COLLECTION');
    expect(tileNames()).toEqual(['Collections', 'NFT collection']);
  });

  it('shows only the types of the chosen category tab', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('tab', { name: 'Low code' }));
    expect(tileNames()).toEqual(['Markdown', 'Code page', 'Custom section']);
    await user.click(screen.getByRole('tab', { name: 'Cryptocurrency' }));
    expect(tileNames()).toEqual(['Token trade', 'Swap', 'Exchange', 'Wallet']);
  });

  it('calls onPick with the type of the clicked tile', async () => {
    const { user, onPick } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'DEX generator' }));
    expect(onPick).toHaveBeenCalledWith('dex-generator-section');
  });

  it('picks with the keyboard too', async () => {
    const { user, onPick } = renderPicker();
    screen.getByRole('button', { name: 'Code page' }).focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('code-page-section');
  });

  it('says so when the search matches nothing', async () => {
    const { user } = renderPicker();
    await user.type(screen.getByRole('textbox', { name: 'Search sections' }), 'lottery');
    expect(screen.getByText('No section matches "lottery"')).toBeInTheDocument();
    expect(tileNames()).toEqual([]);
  });

  it('marks the selected type and offers only the types given', () => {
    renderPicker({ selected: 'swap', types: ['swap', 'wallet', 'markdown'] });
    expect(tileNames()).toEqual(['Swap', 'Wallet', 'Markdown']);
    expect(screen.getByRole('button', { name: 'Swap' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Cryptocurrency',
      'Low code',
    ]);
  });
});
