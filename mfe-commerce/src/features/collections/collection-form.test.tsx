import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyPage, renderCommerce } from '../../test/render';
import { CollectionForm } from './collection-form';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('CollectionForm', () => {
  it('needs a name, then saves and says so', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderCommerce(
      <CollectionForm
        initialValues={{ name: '', items: [] }}
        successText="Collection created"
        onSubmit={onSubmit}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      { 'GET /api/products': emptyPage(50) },
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Summer' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Collection created')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Summer', items: [] });
  });
});

describe('CollectionForm products', () => {
  it('lists each product on its own row and removes one with its Remove button', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderCommerce(
      <CollectionForm
        initialValues={{
          name: 'Summer',
          items: [
            { productId: '11111111-1111-4111-8111-111111111111' },
            { productId: '22222222-2222-4222-8222-222222222222' },
          ],
        }}
        knownProducts={[
          { id: '11111111-1111-4111-8111-111111111111', name: 'Mug', price: '12.5', imageUrl: null },
          {
            id: '22222222-2222-4222-8222-222222222222',
            name: 'Cap',
            price: '20',
            imageUrl: 'https://cdn.example.com/cap.png',
          },
        ]}
        successText="Collection updated"
        onSubmit={onSubmit}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      { 'GET /api/products': emptyPage(50) },
    );
    const list = screen.getByRole('group', { name: 'Products in this collection' });
    expect(list).toHaveTextContent('Mug');
    expect(list).toHaveTextContent('Cap');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mug' }));
    await waitFor(() => expect(list).not.toHaveTextContent('Mug'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Summer',
        items: [{ productId: '22222222-2222-4222-8222-222222222222' }],
      }),
    );
  });
});
