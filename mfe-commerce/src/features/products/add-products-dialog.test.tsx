import { screen, waitFor, within } from '@testing-library/react';
import { holdAnswers, renderCommerce } from '../../test/render';
import { AddProductsDialog } from './add-products-dialog';

// Rendering antd tables in a dialog is slow in jsdom on a busy machine.
jest.setTimeout(30_000);

describe('the Add products dialog', () => {
  it('shows the spinner, not "No products yet", while it first loads', async () => {
    renderCommerce(<AddProductsDialog open onClose={jest.fn()} added={[]} onAdd={jest.fn()} />, {
      'GET /api/products/search': {
        status: 200,
        body: {
          items: [{ id: 'p-hat', name: 'Hat', imageUrl: null, priceCents: '1250', publishedAt: null }],
          totalItems: 1,
          currentPage: 0,
          pageSize: 10,
        },
      },
    });
    const search = holdAnswers('GET /api/products/search');
    await waitFor(() => expect(search.asked()).toBe(1));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(within(dialog).queryByText('No products yet: create one first.')).not.toBeInTheDocument();
    search.release();
    expect(await within(dialog).findByText('Hat')).toBeInTheDocument();
  });
});
