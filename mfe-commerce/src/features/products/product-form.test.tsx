import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProductMutations } from '../../api/products';
import { productFixture } from '../../test/fixtures';
import { emptyPage, invalidInputBody, renderCommerce } from '../../test/render';
import { ProductForm } from './product-form';
import { NEW_PRODUCT_VALUES, productBody, ProductFormSchema } from './product-form-schema';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const uploaded = {
  id: '5f0c1a4e-8d1c-4a7e-9a59-3c1b2c3d4e5f',
  url: '/api/uploads/cap.png',
  name: 'cap.png',
  size: 3,
  contentType: 'image/png',
  createdAt: '2026-01-01T00:00:00.000Z',
};

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
    const add = screen.getByRole('button', { name: /Add image URL/ });
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('Image URL 1'), { target: { value: 'not a url' } });
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Image URL 1'), { target: { value: 'https://img.test/1.png' } });
    await waitFor(() => expect(screen.queryByText('Must be a valid URL')).not.toBeInTheDocument());
    for (let index = 1; index < 8; index += 1) fireEvent.click(add);
    expect(screen.getByRole('button', { name: /Add image URL \(8\/8\)/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Upload image/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Your images' })).toBeDisabled();
  });

  it('uploads an image file into the list (Image added), and refuses a file that is not an image', async () => {
    const { container, api } = renderCommerce(
      <ProductForm
        initialValues={NEW_PRODUCT_VALUES}
        successText="Product created"
        onSubmit={jest.fn()}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      { ...lists, 'POST /api/images': { status: 200, body: uploaded } },
    );
    // The upload's file input is a new element after each choice.
    const choose = (file: File) => {
      const input = container.querySelector<HTMLInputElement>('input[type=file]');
      if (!input) throw new Error('no file input');
      fireEvent.change(input, { target: { files: [file] } });
    };
    choose(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only PNG, JPEG, GIF or WebP images can be uploaded')).toBeInTheDocument();
    expect(screen.queryByLabelText('Image URL 1')).not.toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/images');

    choose(new File(['png'], 'cap.png', { type: 'image/png' }));
    expect(await screen.findByText('Image added')).toBeInTheDocument();
    expect((screen.getByLabelText('Image URL 1') as HTMLInputElement).value).toMatch(
      /^http:\/\/commerce-\d+\.test\/api\/uploads\/cap\.png$/,
    );
    expect(screen.getByRole('button', { name: /Add image URL \(1\/8\)/ })).toBeEnabled();
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
      expect.anything(),
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

describe("a product's image rows", () => {
  it('says nothing of a new, blank row, and leaves it out of the save', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cap' } });
    fireEvent.click(screen.getByRole('button', { name: /Add image URL/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add image URL/ }));
    fireEvent.change(screen.getByLabelText('Image URL 2'), { target: { value: 'https://img.test/cap.png' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText('Must be a valid URL')).not.toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    fireEvent.click(save);
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ images: ['https://img.test/cap.png'] }),
      expect.anything(),
    );
    // The form's rows are what was saved.
    expect(screen.getByLabelText('Image URL 1')).toHaveValue('https://img.test/cap.png');
    expect(screen.queryByLabelText('Image URL 2')).not.toBeInTheDocument();
  });
});

describe("a product's collections", () => {
  it('shows those past the first 50 by name, and offers one taken off again', async () => {
    const user = userEvent.setup();
    const far = '55555555-5555-4555-8555-555555555555';
    const product = productFixture({ name: 'Cap', collections: [far] });
    renderCommerce(
      <ProductForm
        initialValues={{ ...NEW_PRODUCT_VALUES, name: 'Cap', collections: [far] }}
        product={product}
        successText="Product updated"
        onSubmit={jest.fn(async () => undefined)}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      {
        ...lists,
        [`GET /api/product-collections/${far}`]: {
          status: 200,
          body: { id: far, name: 'Winter gifts', items: [], createdAt: '2026-01-01T00:00:00.000Z' },
        },
      },
    );
    expect(await screen.findByTitle('Winter gifts')).toBeInTheDocument();
    expect(screen.queryByText(far)).toBeNull();
    // Taken off the product (not saved yet), it is still offered by name, found by search, and put back.
    const field = screen.getByLabelText('Collections');
    await user.type(field, '{Backspace}winter');
    const option = await screen.findByTitle('Winter gifts');
    expect(option).toHaveClass('ant-select-item-option');
    expect(option).not.toHaveClass('ant-select-item-option-selected');
    await user.click(option);
    await waitFor(() => expect(option).toHaveClass('ant-select-item-option-selected'));
  });
});

describe("ProductForm and the API's refusal", () => {
  it("shows the API's message on a collection beside Collections, not a toast", async () => {
    const summer = '44444444-4444-4444-8444-444444444444';
    function ConnectedProductForm() {
      const { create } = useProductMutations();
      return (
        <ProductForm
          initialValues={{ ...NEW_PRODUCT_VALUES, name: 'Cap', collections: [summer] }}
          successText="Product created"
          onSubmit={(values) => {
            const { body, images } = productBody(values);
            return create(body, images);
          }}
          onCancel={jest.fn()}
          onDone={jest.fn()}
        />
      );
    }
    renderCommerce(<ConnectedProductForm />, {
      ...lists,
      'POST /api/products': invalidInputBody({ 'collections.0': 'Unknown collection' }),
    });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    const collections = screen.getByLabelText('Collections').closest<HTMLElement>('.ant-form-item');
    if (!collections) throw new Error('Collections is not in a form item');
    expect(await within(collections).findByText('Unknown collection')).toBeInTheDocument();
    expect(screen.queryByText('Input validation failed')).not.toBeInTheDocument();
  });
});
