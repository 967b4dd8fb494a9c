import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyPage, renderCommerce } from '../../test/render';
import { ProductForm } from './product-form';
import { NEW_PRODUCT_VALUES, productBody, ProductFormSchema } from './product-form-schema';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const lists = {
  'GET /api/product-category': emptyPage(10),
  'GET /api/product-collections': emptyPage(50),
};

function renderForm(onSubmit = jest.fn(async () => undefined)) {
  const view = renderCommerce(
    <ProductForm
      initialValues={NEW_PRODUCT_VALUES}
      successText="Product created"
      onSubmit={onSubmit}
      onCancel={jest.fn()}
      onDone={jest.fn()}
    />,
    lists,
  );
  return { ...view, onSubmit };
}

describe('ProductForm', () => {
  it('starts at 0.01 and refuses a price of zero or more than 6 decimals', async () => {
    renderForm();
    const price = screen.getByLabelText('Price (USD)');
    expect(price).toHaveValue('0.01');
    fireEvent.change(price, { target: { value: '0' } });
    expect(await screen.findByText('Must be greater than zero')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '1.1234567' } });
    expect(await screen.findByText('At most 6 decimals')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '1.123456' } });
    await waitFor(() => expect(screen.queryByText('At most 6 decimals')).not.toBeInTheDocument());
  });

  it('limits the name to 30 characters', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(31) } });
    expect(await screen.findByText('Must be at most 30 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('takes up to 8 image URLs and checks each', async () => {
    renderForm();
    const add = screen.getByRole('button', { name: /Add image/ });
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('Image URL 1'), { target: { value: 'not a url' } });
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Image URL 1'), { target: { value: 'https://img.test/1.png' } });
    await waitFor(() => expect(screen.queryByText('Must be a valid URL')).not.toBeInTheDocument());
    for (let index = 1; index < 8; index += 1) fireEvent.click(add);
    expect(screen.getByRole('button', { name: /Add image \(8\/8\)/ })).toBeDisabled();
  });

  it('shows protected content only for a digital product, and submits the product', async () => {
    const { onSubmit } = renderForm();
    expect(screen.queryByLabelText('Protected content')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.change(await screen.findByLabelText('Protected content'), { target: { value: 'secret' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'T-shirt' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'T-shirt', price: '0.01', digital: true, content: 'secret' }),
    );
  });
});

describe('productBody', () => {
  it('makes the first image the main one', () => {
    const values = ProductFormSchema.parse({
      ...NEW_PRODUCT_VALUES,
      name: 'Cap',
      images: ['https://a.test/1.png'],
    });
    expect(productBody(values)).toEqual({
      body: expect.objectContaining({ name: 'Cap', imageUrl: 'https://a.test/1.png' }),
      images: ['https://a.test/1.png'],
    });
  });
});
