import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { BaseProviders } from './base-providers';
import { DecimalField } from './decimal-input';
import { setLanguage } from './i18n/i18n';

type Values = { fee: number | null };

/** As a number schema: NaN is no number. */
const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (!Number.isNaN(values.fee)) return { values, errors: {} };
  return { values: {}, errors: { fee: { type: 'number', message: 'Must be a number' } } };
};

const SPANISH_REFUSAL = 'Escribe el número sin separador de miles, con «,» para los decimales, como 1234,5';
const ENGLISH_REFUSAL =
  'Write the number without thousands separators, with “.” for decimals, such as 1234.5';

/** A form of one fee (`precision` decimals, steps of 0.1, 1 at first) with Save and Reset; what Save sent. */
function renderForm({ precision }: { precision: number | undefined } = { precision: 2 }) {
  const saved: Values[] = [];
  function FeeForm() {
    const { control, handleSubmit, reset } = useForm<Values>({
      resolver,
      mode: 'onChange',
      defaultValues: { fee: 1 },
    });
    return (
      <form onSubmit={(event) => void handleSubmit((values) => saved.push(values))(event)}>
        <DecimalField
          control={control}
          name="fee"
          label="Fee"
          help="Up to 10"
          step={0.1}
          precision={precision}
        />
        <button type="submit">Save</button>
        <button type="button" onClick={() => reset({ fee: 1 })}>
          Reset
        </button>
      </form>
    );
  }
  render(
    <BaseProviders apiBaseUrl="">
      <FeeForm />
    </BaseProviders>,
  );
  const fee = screen.getByLabelText('Fee');
  const type = (text: string) => fireEvent.change(fee, { target: { value: text } });
  const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  return { saved, fee, type, save };
}

describe('DecimalField', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("reads and writes the Spanish page's decimal comma", async () => {
    await act(() => setLanguage('es'));
    const { saved, fee, type, save } = renderForm();
    expect(fee).toHaveValue('1,00');
    type('2,5');
    fireEvent.blur(fee);
    expect(fee).toHaveValue('2,50');
    expect(screen.getByText('Up to 10')).toBeVisible();
    await save();
    expect(saved).toEqual([{ fee: 2.5 }]);
  });

  it('refuses a point on a Spanish page beside the field, keeps the text, and holds the form until it reads', async () => {
    await act(() => setLanguage('es'));
    const { saved, fee, type, save } = renderForm();
    // "25" reads (and is the number the box holds); "25." does not.
    type('25');
    type('25.50');
    expect(await screen.findByText(SPANISH_REFUSAL)).toBeVisible();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    // Neither leaving the box nor Enter puts back the 25 it read before the point.
    fireEvent.blur(fee);
    expect(fee).toHaveValue('25.50');
    fireEvent.keyDown(fee, { key: 'Enter' });
    expect(fee).toHaveValue('25.50');
    await save();
    expect(saved).toEqual([]);
    // Said before the form's own message.
    expect(screen.getByText(SPANISH_REFUSAL)).toBeVisible();
    expect(screen.queryByText('Must be a number')).not.toBeInTheDocument();

    // Back to the text of the number the box holds: it reads again.
    type('25');
    await waitFor(() => expect(screen.queryByText(SPANISH_REFUSAL)).not.toBeInTheDocument());
    await save();
    type('25,5');
    await save();
    expect(saved).toEqual([{ fee: 25 }, { fee: 25.5 }]);
  });

  it('refuses grouping on an English page; the arrow keys step from the number it read', async () => {
    const { saved, fee, type, save } = renderForm();
    type('1,000');
    expect(await screen.findByText(ENGLISH_REFUSAL)).toBeVisible();
    await save();
    expect(saved).toEqual([]);
    fireEvent.keyDown(fee, { key: 'ArrowUp' });
    expect(fee).toHaveValue('1.10');
    expect(screen.queryByText(ENGLISH_REFUSAL)).not.toBeInTheDocument();
    await save();
    expect(saved).toEqual([{ fee: 1.1 }]);
  });

  it('shows the number a reset puts back, not the refused text', async () => {
    await act(() => setLanguage('es'));
    const { saved, type, save } = renderForm();
    // The box holds 1, the form's number, while "1.5" is refused.
    type('1.5');
    expect(await screen.findByText(SPANISH_REFUSAL)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Fee')).toHaveValue('1,00');
    expect(screen.queryByText(SPANISH_REFUSAL)).not.toBeInTheDocument();
    await save();
    expect(saved).toEqual([{ fee: 1 }]);
  });

  it('takes a minus and every decimal typed when the field has no precision', async () => {
    await act(() => setLanguage('pt'));
    const { saved, fee, type, save } = renderForm({ precision: undefined });
    type('-12,3456');
    fireEvent.blur(fee);
    expect(fee).toHaveValue('-12,3456');
    await save();
    expect(saved).toEqual([{ fee: -12.3456 }]);
  });
});
