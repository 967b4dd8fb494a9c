import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { RowList } from './row-list';

const fruits = [
  { id: 'a', name: 'Apple', stocked: true },
  { id: 'b', name: 'Banana', stocked: false },
];

describe('RowList', () => {
  it('draws one named row per item, each with what it says and its buttons, faded where it cannot be used', () => {
    render(
      <RowList
        aria-label="Fruits"
        header="In the basket"
        items={fruits}
        rowKey={(fruit) => fruit.id}
        renderRow={(fruit) => ({
          label: `Fruit ${fruit.name}`,
          muted: !fruit.stocked,
          content: fruit.name,
          actions: <Button>{`Remove ${fruit.name}`}</Button>,
        })}
      />,
    );
    expect(screen.getByText('In the basket')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fruits' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Fruit Apple', 'Fruit Banana']);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Remove Banana' })).toBeInTheDocument();
    expect(rows[0]).not.toHaveStyle({ opacity: '0.5' });
    expect(rows[1]).toHaveStyle({ opacity: '0.5' });
  });

  it('says what an empty list means, in the caller’s words, and nothing without them', () => {
    const { rerender } = render(
      <RowList items={[]} rowKey={String} renderRow={() => ({ content: '' })} emptyText="No fruit yet." />,
    );
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<RowList items={[]} rowKey={String} renderRow={() => ({ content: '' })} />);
    expect(screen.queryByText('No fruit yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('shows a spinner while its rows are read, not the empty text, and marks shown rows busy', () => {
    const { container, rerender } = render(
      <RowList
        items={[]}
        rowKey={String}
        renderRow={() => ({ content: '' })}
        emptyText="No fruit yet."
        loading
      />,
    );
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('No fruit yet.')).not.toBeInTheDocument();
    rerender(
      <RowList
        aria-label="Fruits"
        items={fruits}
        rowKey={(fruit) => fruit.id}
        renderRow={(fruit) => ({ content: fruit.name })}
        loading
      />,
    );
    expect(screen.getByRole('list', { name: 'Fruits' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Apple')).toBeInTheDocument();
  });
});
