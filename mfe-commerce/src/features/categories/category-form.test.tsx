import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORY_NAME_TAKEN_MESSAGE } from '@suite/shared/schemas';
import { errorBody, invalidInputBody, renderCommerce } from '../../test/render';
import { CreateCategoryDialog, EditCategoryDialog } from './category-dialogs';

/** The API's answer to a name the owner already uses (400, the message on `name`). */
const NAME_TAKEN = invalidInputBody({ name: CATEGORY_NAME_TAKEN_MESSAGE });

/** The Name field's whole form item: its label, its input and the message under it. */
function nameField(): HTMLElement {
  const item = screen.getByLabelText('Name').closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error('The Name input is not in a form item');
  return item;
}

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

  it('shows the API message beside Name when the name is taken, and no toast', async () => {
    const onClose = jest.fn();
    renderCommerce(<CreateCategoryDialog open onClose={onClose} />, {
      'POST /api/product-category': NAME_TAKEN,
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Shirts' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    // antd fades the message in: visible once its motion has run, which under load takes a while.
    await waitFor(() =>
      expect(within(nameField()).getByText('A category with this name already exists')).toBeVisible(),
    );
    expect(screen.queryByText('Input validation failed')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
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

describe('Edit Category Name dialog', () => {
  const category = { id: '6f1c2b9e-8d4a-4c3b-9a2e-1f0d3c4b5a69', name: 'Hats', countItems: 2 };

  it('renames the category and closes', async () => {
    const onClose = jest.fn();
    const { api } = renderCommerce(<EditCategoryDialog category={category} onClose={onClose} />, {
      [`PUT /api/product-category/${category.id}`]: { status: 200, body: { ...category, name: 'Caps' } },
    });
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Hats');
    fireEvent.change(name, { target: { value: 'Caps' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(api.calls).toContain(`PUT /api/product-category/${category.id}`);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the API message beside Name when another category has the name', async () => {
    const onClose = jest.fn();
    renderCommerce(<EditCategoryDialog category={category} onClose={onClose} />, {
      [`PUT /api/product-category/${category.id}`]: NAME_TAKEN,
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'shirts' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // antd fades the message in: visible once its motion has run, which under load takes a while.
    await waitFor(() =>
      expect(within(nameField()).getByText('A category with this name already exists')).toBeVisible(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
