import { screen } from '@testing-library/react';
import { productFixture } from '../../test/fixtures';
import { renderCommerce } from '../../test/render';
import { ProductCard } from './product-card';

const product = (price: string) => productFixture({ id: 'p1', name: 'Sticker', price });

function renderCard(price: string) {
  const noop = () => undefined;
  renderCommerce(
    <ProductCard
      product={product(price)}
      selected={false}
      onSelect={noop}
      onEdit={noop}
      onDuplicate={noop}
      onDelete={noop}
      onVisibility={noop}
    />,
  );
}

describe('ProductCard price', () => {
  it('shows a micro-dollar price instead of $0.00', () => {
    renderCard('0.000001');
    expect(screen.getByText('$0.000001')).toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('shows two decimals at least', () => {
    renderCard('12.5');
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });
});
