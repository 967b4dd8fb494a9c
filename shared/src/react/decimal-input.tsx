// `@suite/shared/decimal-input`: the admin's decimal number fields (ADR 0043). A subpath of its own,
// built into the apps whose panels have one: `@suite/shared/forms` is on the first load of forms'
// routes, and antd's InputNumber with it would be too.
import { useId, useRef, useState, type ComponentProps } from 'react';
import Form from 'antd/es/form';
import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { decimalSign, readDecimal } from '@suite/shared/decimal-text';
// By the package's name, not a relative path: the page's one copy, not one in this entry's chunk.
import { useFormat, useSharedCatalog } from '@suite/shared/react';
import type { FieldProps } from './form-field';

/** The value of a number box whose text is refused: NaN, which no number schema takes. */
const isRefused = (value: number | null | undefined): boolean =>
  typeof value === 'number' && Number.isNaN(value);

/**
 * The message beside a number box whose text is refused, in the page's language with its decimal
 * sign: "Write the number without thousands separators, with “,” for decimals, such as 1234,5".
 */
export function useDecimalRefusal(): string {
  const { locale } = useFormat();
  const { t } = useSharedCatalog();
  const decimal = decimalSign(locale);
  return t('controls.decimalRefused', { decimal, example: `1234${decimal}5` });
}

export interface DecimalInputProps extends Omit<
  InputNumberProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onInput'
  | 'parser'
  | 'formatter'
  | 'decimalSeparator'
  | 'stringMode'
  | 'changeOnBlur'
> {
  /** The number, null when empty; NaN while the text typed is refused (pass back what `onChange` gave). */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  ref?: ComponentProps<typeof InputNumber>['ref'];
}

/**
 * antd's number box, read and written as the page's language writes numbers (ADR 0043): its decimal
 * sign is the decimal point, shown in the box too ("2,5" in Spanish). Text that is not a number so
 * written — the other sign ("25.50" in Spanish, "1,000" in English), grouping, letters — is refused,
 * never read as something else (antd alone keeps only digits, "." and "-": "25,50" was 2550). While
 * it is, the value is NaN, which the owner shows as `useDecimalRefusal()` and no number schema
 * accepts; the box keeps the text on blur and Enter instead of going back to the last number it read,
 * so nothing stale is sent unseen. Limits, steps (their buttons named by the ConfigProvider, ADR 0036)
 * and the arrow keys are antd's.
 */
export function DecimalInput({ value, onChange, onKeyDown, ref, ...props }: DecimalInputProps) {
  const { locale } = useFormat();
  const refused = isRefused(value);
  // rc-input-number never sees NaN: while the text is refused it keeps the number it last read.
  const [held, setHeld] = useState(value);
  const [seen, setSeen] = useState(value);
  // What the box last told its owner, to tell the owner's own changes (a reset) from echoes.
  const [sent, setSent] = useState(value);
  const [revision, setRevision] = useState(0);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!refused) {
      setHeld(value);
      // Set from outside, while a refused text showed, to the number the box holds: the box would
      // keep the refused text, so a new one shows the number.
      if (isRefused(seen) && !Object.is(value, sent) && Object.is(value, held)) setRevision((n) => n + 1);
    }
  }
  // Whether the box itself reported the text being typed (it does not when it holds that number).
  const reported = useRef(false);
  const send = (next: number | null) => {
    setSent(next);
    onChange(next);
  };
  const read = (text: string) => readDecimal(text, locale, { signed: true });

  return (
    <InputNumber
      key={revision}
      {...props}
      ref={ref}
      value={refused ? held : value}
      decimalSeparator={decimalSign(locale)}
      parser={(text = '') => (text.trim() === '' ? '' : (read(text) ?? 'NaN'))}
      onChange={(next) => {
        reported.current = true;
        send(next === null ? null : Number(next));
      }}
      onInput={(text) => {
        const byBox = reported.current;
        reported.current = false;
        if (text.trim() !== '' && read(text) === null) {
          if (!refused) send(Number.NaN);
        } else if (refused && !byBox) {
          const number = read(text);
          send(number === null ? null : Number(number));
        }
      }}
      changeOnBlur={!refused}
      onKeyDown={(event) => {
        // Enter would put the last number read back into the box, under the refusal.
        if (refused && event.key === 'Enter') event.stopPropagation();
        onKeyDown?.(event);
      }}
      status={refused ? 'error' : props.status}
      {...(refused ? { 'aria-invalid': true, 'aria-valuenow': undefined } : {})}
    />
  );
}

export interface DecimalFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>
  extends
    Omit<FieldProps<Values, Name, Transformed>, 'children'>,
    Omit<DecimalInputProps, 'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'ref'> {}

/**
 * A form's number field (`Field`'s frame) with a `DecimalInput`: a refused text is said beside it,
 * before the form's own message, and holds the form (its value is NaN until the text reads).
 */
export function DecimalField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({ control, name, label, help, ...input }: DecimalFieldProps<Values, Name, Transformed>) {
  const id = useId();
  const refusal = useDecimalRefusal();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'number' ? field.value : null;
  const message = isRefused(value) ? refusal : fieldState.error?.message;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={message === undefined ? undefined : 'error'}
      help={message ?? help}
      style={{ marginBottom: 16 }}
    >
      <DecimalInput
        {...input}
        id={id}
        ref={field.ref}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Form.Item>
  );
}
