import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_RECEIVER_MISSING_MESSAGE } from '@suite/shared/schemas';
import userEvent from '@testing-library/user-event';
import { emptyPage, errorBody, renderCommerce } from '../../test/render';
import { CheckoutForm } from './checkout-form';
import { ReceiverMissingAlert } from './receiver-missing';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('CheckoutForm', () => {
  it("says 'Required' for a blank title or description and needs at least one item", async () => {
    renderCommerce(
      <CheckoutForm
        initialValues={{ title: 'x', description: 'y', items: [] }}
        successText="Checkout Created"
        onSubmit={jest.fn()}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      { 'GET /api/products': emptyPage(50) },
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(await screen.findByText('Add at least 1 item')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByLabelText('Editable quantity')).toBeInTheDocument();
  });

  it('shows the receiver alert word for word', () => {
    renderCommerce(<ReceiverMissingAlert />);
    expect(screen.getByText(CHECKOUT_RECEIVER_MISSING_MESSAGE)).toBeInTheDocument();
    expect(CHECKOUT_RECEIVER_MISSING_MESSAGE).toBe(
      "It is not possible to create a checkout without setting up the receiver's email and address.",
    );
  });
});

describe("a checkout's item picker", () => {
  it('says why products could not be searched, with Retry, not that none were found', async () => {
    let down = true;
    renderCommerce(
      <CheckoutForm
        initialValues={{ title: 'x', description: 'y', items: [{ productId: '', quantity: 1 }] }}
        successText="Checkout Created"
        onSubmit={jest.fn()}
        onCancel={jest.fn()}
        onDone={jest.fn()}
      />,
      {
        'GET /api/products': () =>
          down ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Search is down') : emptyPage(50),
      },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Product 1' }));
    expect(await screen.findByText('Search is down')).toBeInTheDocument();
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });
});
