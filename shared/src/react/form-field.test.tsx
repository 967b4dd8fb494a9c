import { ORPCError } from '@orpc/client';
import { act, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Field, showServerFieldErrors } from './form-field';

type Values = { name: string; price: string };

/** Renders two fields of a form; returns the form's setError. */
function renderForm(): UseFormSetError<Values> {
  let formSetError: UseFormSetError<Values> | undefined;
  function Form() {
    const { control, setError } = useForm<Values>({ defaultValues: { name: 'Mug', price: '1' } });
    formSetError = setError;
    return (
      <>
        <Field control={control} name="name" label="Name" help="Up to 30 characters">
          {(field, id) => <Input {...field} id={id} />}
        </Field>
        <Field control={control} name="price" label="Price">
          {(field, id) => <Input {...field} id={id} />}
        </Field>
      </>
    );
  }
  render(<Form />);
  if (!formSetError) throw new Error('The form did not render');
  return formSetError;
}

function badRequest(fields: Record<string, string>) {
  return new ORPCError('BAD_REQUEST', { status: 400, message: 'Input validation failed', data: { fields } });
}

describe('Field', () => {
  it('labels its control, shows its help, and a server message beside the field it names', async () => {
    const setError = renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Mug');
    expect(screen.getByText('Up to 30 characters')).toBeInTheDocument();

    let placed = false;
    await act(async () => {
      placed = showServerFieldErrors<Values>(
        badRequest({ name: 'Name is taken', other: 'Not a field of this form' }),
        ['name', 'price'],
        setError,
      );
    });
    expect(placed).toBe(true);
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(screen.queryByText('Up to 30 characters')).toBeNull();
    expect(screen.queryByText('Not a field of this form')).toBeNull();
  });

  it('places nothing for an error without fields of the form, so the caller toasts it', () => {
    const setError = renderForm();
    expect(showServerFieldErrors<Values>(badRequest({ other: 'x' }), ['name'], setError)).toBe(false);
    expect(showServerFieldErrors<Values>(new Error('offline'), ['name'], setError)).toBe(false);
  });
});
