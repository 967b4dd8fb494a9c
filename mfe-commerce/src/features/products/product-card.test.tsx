import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productFixture } from '../../test/fixtures';
import { renderCommerce } from '../../test/render';
import { ProductCard, type ProductCardProps } from './product-card';

const product = (price: string) => productFixture({ id: 'p1', name: 'Sticker', price });

function renderCard(
  price: string,
  {
    onDuplicate = settled,
    onVisibility = settled,
  }: Partial<Pick<ProductCardProps, 'onDuplicate' | 'onVisibility'>> = {},
) {
  const noop = () => undefined;
  renderCommerce(
    <ProductCard
      product={product(price)}
      selected={false}
      onSelect={noop}
      onEdit={noop}
      onDuplicate={onDuplicate}
      onDelete={noop}
      onVisibility={onVisibility}
    />,
  );
}

function settled() {
  return Promise.resolve();
}

/** A call under way until `finish()`: what the card shows meanwhile. */
function callUnderWay() {
  let finish: () => void = () => undefined;
  const call = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  // Async, so that the card's update after the call (no longer busy) happens within act.
  return { call, finish: () => act(async () => finish()) };
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

describe('ProductCard actions', () => {
  it('duplicates once on a double click, Duplicate busy until the copy is made', async () => {
    const user = userEvent.setup();
    const duplicate = callUnderWay();
    renderCard('12.5', { onDuplicate: duplicate.call });
    const button = screen.getByRole('button', { name: 'Duplicate Sticker' });
    await user.dblClick(button);
    await user.click(button);
    expect(duplicate.call).toHaveBeenCalledTimes(1);
    expect(button).toHaveClass('ant-btn-loading');

    await duplicate.finish();
    expect(button).not.toHaveClass('ant-btn-loading');
    await user.click(button);
    expect(duplicate.call).toHaveBeenCalledTimes(2);
  });

  it('turns the visibility switch off until the change is saved', async () => {
    const user = userEvent.setup();
    const visibility = callUnderWay();
    renderCard('12.5', { onVisibility: visibility.call });
    const toggle = screen.getByRole('switch', { name: 'Sticker visible in the store' });
    await user.click(toggle);
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(visibility.call).toHaveBeenCalledTimes(1);

    await visibility.finish();
    expect(toggle).toBeEnabled();
  });
});
