import type { ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import { EditorForm } from '../editor/editor-form';
import { numberValue } from '../fields/field-values';
import { HeadingFields } from '../fields/heading-fields';
import { SwitchField } from '../fields/switch-field';
import { useTradeEditorHelp } from './editor-help';
import { ChainSelect } from './chain-select';
import { SlippageInput } from './slippage-input';
import { TRADE_SETTINGS_LABELS } from './trade-labels';
import type { SectionData, SectionEditorProps } from '../section-module';
import { useSectionEditorsCatalog } from '../../i18n';

/** The fields every trading section's form has (a swap, an exchange, a token trade). */
interface TradeFieldNames<Values extends FieldValues> {
  title: FieldPathByValue<Values, string>;
  subtitle: FieldPathByValue<Values, string>;
  chainId: FieldPathByValue<Values, number>;
  defaultSlippagePercent: FieldPathByValue<Values, number>;
  allowSlippageChange: FieldPathByValue<Values, boolean>;
  showFees: FieldPathByValue<Values, boolean>;
}

/** The names every trading section's form gives those fields. */
export const TRADE_FIELD_NAMES = {
  title: 'title',
  subtitle: 'subtitle',
  chainId: 'chainId',
  defaultSlippagePercent: 'defaultSlippagePercent',
  allowSlippageChange: 'allowSlippageChange',
  showFees: 'showFees',
} as const;

type TradeEditorFormProps<Values extends FieldValues, Output extends SectionData> = Pick<
  SectionEditorProps,
  'onChange' | 'onSave' | 'onCancel' | 'mode'
> & {
  form: UseFormReturn<Values, unknown, Output>;
  /** What the form calls itself: "Swap section". */
  label: string;
  names: TradeFieldNames<Values>;
  /** A new network: the section's tokens start afresh on it. */
  onChainChange: (chainId: number) => void;
  /** Fields of the type between the heading and the network (the swap's variant). */
  beforeChain?: ReactNode;
  /** The type's own fields (its tokens or pairs), between the network and the trade settings. */
  children: ReactNode;
};

/**
 * The editor of a trading section: its heading, the network it trades on, the type's own fields,
 * then the settings of the trade it offers; Cancel and Save.
 */
export function TradeEditorForm<Values extends FieldValues, Output extends SectionData>({
  form,
  label,
  names,
  mode,
  onChainChange,
  onChange,
  onSave,
  onCancel,
  beforeChain,
  children,
}: TradeEditorFormProps<Values, Output>) {
  const { control } = form;
  return (
    <EditorForm form={form} label={label} mode={mode} onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <HeadingFields control={control} title={names.title} under={{ subtitle: names.subtitle }} />
      {beforeChain}
      <TradeChainField control={control} name={names.chainId} onChange={onChainChange} />
      {children}
      <TradeSettingsFields control={control} names={names} />
    </EditorForm>
  );
}

/**
 * The settings of a trade a section offers its visitors: the default slippage (not clamped while
 * typed), whether a visitor may change it, and whether the quote shows its fees.
 */
function TradeSettingsFields<Values extends FieldValues, Transformed extends FieldValues = Values>({
  control,
  names,
}: {
  control: Control<Values, unknown, Transformed>;
  names: TradeFieldNames<Values>;
}) {
  const { t } = useSectionEditorsCatalog();
  const help = useTradeEditorHelp();
  return (
    <>
      <Field
        control={control}
        name={names.defaultSlippagePercent}
        label={t(TRADE_SETTINGS_LABELS.defaultSlippagePercent)}
        help={help.slippage}
      >
        {(field, id) => (
          <SlippageInput id={id} value={numberValue(field.value)} onChange={field.onChange} clamp={false} />
        )}
      </Field>
      <SwitchField
        control={control}
        name={names.allowSlippageChange}
        label={t(TRADE_SETTINGS_LABELS.allowSlippageChange)}
      />
      <SwitchField
        control={control}
        name={names.showFees}
        label={t(TRADE_SETTINGS_LABELS.showFees)}
        help={help.showFees}
      />
    </>
  );
}

/**
 * The network a trading section trades on; changing it starts the section's tokens afresh on the new
 * network (`onChange`), as its help says.
 */
function TradeChainField<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, number>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  onChange,
}: {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  onChange: (chainId: number) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const help = useTradeEditorHelp();
  return (
    <Field control={control} name={name} label={t(TRADE_SETTINGS_LABELS.chainId)} help={help.chainChange}>
      {(field, id) => <ChainSelect id={id} value={numberValue(field.value) ?? 0} onChange={onChange} />}
    </Field>
  );
}
