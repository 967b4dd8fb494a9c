import { Card } from 'antd';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('shows the image while it loads', () => {
    render(<ProductImage src="https://cdn.example.com/a.png" alt="Mug" width={40} height={40} />);
    expect(screen.getByRole('img', { name: 'Mug' })).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  });

  it('falls back to a picture icon when the URL does not load', () => {
    render(<ProductImage src="https://cdn.example.com/missing.png" alt="Mug" width={40} height={40} />);
    fireEvent.error(screen.getByRole('img', { name: 'Mug' }));
    expect(screen.getByTestId('image-fallback')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mug' })).not.toHaveAttribute('src');
  });

  it('keeps the icon centred as a card’s cover, which antd draws as a block', () => {
    render(<Card cover={<ProductImage src={null} width="100%" height={140} />} />);
    expect(screen.getByTestId('image-fallback')).toHaveStyle({ display: 'flex' });
  });

  it('shows the icon for a product without an image', () => {
    render(<ProductImage src={null} width={40} height={40} />);
    expect(screen.getByTestId('image-fallback')).toBeInTheDocument();
  });
});
