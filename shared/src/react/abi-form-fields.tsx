// `@suite/shared/abi-form`: a contract form's ABI and functions fields, for the two editors that have one
// (the widget editor's contract forms, the contract section). Not a shared singleton: each editor's lazy
// chunk carries this small file, and what it uses comes from the shared `react` and `forms` entries by
// name, so a page's first load carries none of it.
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { AbiFunction } from 'viem';
import { AbiFunctionChooser, AbiTextArea } from '@suite/shared/react';
import { Field } from '@suite/shared/forms';

/** What a form with a contract's ABI holds: the pasted ABI and the functions chosen of it. */
interface AbiFormValues {
  abi: string;
  functions: unknown[];
}

export interface AbiFormFieldsProps<
  Values extends FieldValues & AbiFormValues,
  Transformed extends FieldValues = Values,
> {
  /** The form's control: its `abi` field holds the pasted ABI, its `functions` field the chosen ones. */
  control: Control<Values, unknown, Transformed>;
  /** The functions of the pasted ABI (`parseAbiFunctions`), offered to choose. */
  functions: readonly AbiFunction[];
  abiLabel: ReactNode;
  abiHelp: ReactNode;
  functionsLabel: ReactNode;
  /** The signatures of the chosen functions the form holds. */
  signaturesOf: (chosen: Values['functions']) => string[];
  /** What the form holds once these signatures are chosen, from what it held. */
  choose: (signatures: string[], chosen: Values['functions']) => Values['functions'];
}

/**
 * The ABI of a contract form or a contract section, and the functions chosen of it: the JSON ABI
 * pasted in its text area, then its functions as checkboxes, bound to the form's `abi` and
 * `functions` fields (whatever else the form holds).
 */
export function AbiFormFields<Values extends FieldValues & AbiFormValues, Transformed extends FieldValues>(
  props: AbiFormFieldsProps<Values, Transformed>,
): ReactNode;
// The implementation sees only the two fields it binds.
export function AbiFormFields({
  control,
  functions,
  abiLabel,
  abiHelp,
  functionsLabel,
  signaturesOf,
  choose,
}: AbiFormFieldsProps<AbiFormValues>): ReactNode {
  return (
    <>
      <Field control={control} name="abi" label={abiLabel} help={abiHelp}>
        {(field, id) => <AbiTextArea id={id} {...field} />}
      </Field>
      <Field control={control} name="functions" label={functionsLabel}>
        {(field, id) => (
          <AbiFunctionChooser
            id={id}
            functions={functions}
            value={signaturesOf(field.value)}
            onChange={(signatures) => {
              field.onChange(choose(signatures, field.value));
              field.onBlur();
            }}
          />
        )}
      </Field>
    </>
  );
}
