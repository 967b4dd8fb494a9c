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
