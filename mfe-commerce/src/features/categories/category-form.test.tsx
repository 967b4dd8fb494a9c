import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorBody, renderCommerce } from '../../test/render';
import { CreateCategoryDialog } from './category-dialogs';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('Create New Category dialog', () => {
  it('needs a name, then creates the category and says so', async () => {
    const onClose = jest.fn();
    const { api } = renderCommerce(<CreateCategoryDialog open onClose={onClose} />, {
      'POST /api/product-category': {
        status: 200,
        body: { id: 'c1', name: 'Shirts', countItems: 0 },
      },
    });
    expect(await screen.findByText('Create New Category')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: '  ' } });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();

    fireEvent.change(name, { target: { value: 'Shirts' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/product-category');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server message beside the field on a 400', async () => {
    renderCommerce(<CreateCategoryDialog open onClose={jest.fn()} />, {
      'POST /api/product-category': {
        status: 400,
        body: {
          defined: false,
          code: 'BAD_REQUEST',
          status: 400,
          message: 'Invalid',
          data: { fields: { name: 'A category with this name exists' } },
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Shirts' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A category with this name exists')).toBeInTheDocument();
  });

  it('shows other failures as a toast', async () => {
    renderCommerce(<CreateCategoryDialog open onClose={jest.fn()} />, {
      'POST /api/product-category': errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database down'),
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Shirts' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Database down')).toBeInTheDocument();
  });
});
