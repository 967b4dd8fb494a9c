import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_RECEIVER_MISSING_MESSAGE } from '@suite/shared/schemas';
import userEvent from '@testing-library/user-event';
import { useCheckoutMutations } from '../../api/checkouts';
import { emptyPage, errorBody, invalidInputBody, renderCommerce } from '../../test/render';
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

const HAT = '11111111-1111-4111-8111-111111111111';

/** The form as the checkout pages mount it: saving goes through the API client to the table's answers. */
function ConnectedCheckoutForm() {
  const { create } = useCheckoutMutations();
  return (
    <CheckoutForm
      initialValues={{ title: 'Winter', description: 'Warm', items: [{ productId: HAT, quantity: 1 }] }}
      knownProducts={{ [HAT]: { name: 'Hat', active: true } }}
      successText="Checkout Created"
      onSubmit={create}
      onCancel={jest.fn()}
      onDone={jest.fn()}
    />
  );
}

/** The form item (control and message) of the item row whose product is labelled `label`. */
function rowItem(label: string): HTMLElement {
  const item = screen.getByRole('combobox', { name: label }).closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`${label} is not in a form item`);
  return item;
}

describe("a checkout's item rows", () => {
  it("shows the API's message on a row beside that row's product, not a toast", async () => {
    renderCommerce(<ConnectedCheckoutForm />, {
      'GET /api/products': emptyPage(50),
      'POST /api/checkouts': invalidInputBody({ 'items.0.productId': 'Unknown product' }),
    });
    const user = userEvent.setup({ delay: null });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(rowItem('Product 1')).findByText('Unknown product')).toBeInTheDocument();
    expect(rowItem('Product 1')).toHaveClass('ant-form-item-has-error');
    expect(screen.queryByText('Input validation failed')).not.toBeInTheDocument();
  });

  it('asks for the product of a new row quietly, and as an error once the row is left', async () => {
    renderCommerce(<ConnectedCheckoutForm />, { 'GET /api/products': emptyPage(50) });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const row = rowItem('Product 2');
    expect(within(row).getByText('Choose a product')).toBeInTheDocument();
    expect(row).not.toHaveClass('ant-form-item-has-error');
    expect(screen.queryByText('Must be a valid id')).not.toBeInTheDocument();
    // Save says nothing is missing only once the row has its product.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());

    await user.click(screen.getByRole('combobox', { name: 'Product 2' }));
    await user.click(screen.getByLabelText('Title'));
    await waitFor(() => expect(rowItem('Product 2')).toHaveClass('ant-form-item-has-error'));
    expect(within(rowItem('Product 2')).getByText('Choose a product')).toBeInTheDocument();
    expect(rowItem('Product 1')).not.toHaveClass('ant-form-item-has-error');
  });

  it('says as an error what an empty row needs when the form is submitted', async () => {
    renderCommerce(<ConnectedCheckoutForm />, { 'GET /api/products': emptyPage(50) });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(rowItem('Product 2')).not.toHaveClass('ant-form-item-has-error');
    // Enter in a text field submits the form, even with Save disabled.
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    await waitFor(() => expect(rowItem('Product 2')).toHaveClass('ant-form-item-has-error'));
    expect(within(rowItem('Product 2')).getByText('Choose a product')).toBeInTheDocument();
    expect(screen.queryByText('Must be a valid id')).not.toBeInTheDocument();
  });
});
