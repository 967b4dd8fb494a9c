import { Flex } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FEE_PERCENTAGE_MAX } from '@suite/shared/schemas';
import { DecimalField } from '@suite/shared/decimal-input';
import { Field } from '@suite/shared/forms';
import { useWidgetEditorCatalog } from '../../i18n';
import { AddressInput } from '../form-inputs';

interface FeeFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  recipient: FieldPath<Values>;
  percentage: FieldPath<Values>;
  /** The fee's number in a list ("Fee 1: Recipient address"); none for a single fee. */
  number?: number;
}

/** A fee's recipient address and percentage, side by side. */
export function FeeFields<Values extends FieldValues>({
  control,
  recipient,
  percentage,
  number,
}: FeeFieldsProps<Values>) {
  const { t } = useWidgetEditorCatalog();
  const label = (field: string) => (number === undefined ? field : t('fees.numbered', { number, field }));
  return (
    <Flex gap={12} wrap style={{ flex: 1 }}>
      <div style={{ flex: '2 1 280px' }}>
        <Field control={control} name={recipient} label={label(t('fees.recipient'))}>
          {(field, id) => <AddressInput {...field} id={id} />}
        </Field>
      </div>
      <div style={{ flex: '1 1 140px' }}>
        <DecimalField
          control={control}
          name={percentage}
          label={label(t('fees.percentage'))}
          min={0}
          max={FEE_PERCENTAGE_MAX}
          step={0.1}
          precision={2}
          suffix="%"
          style={{ width: '100%' }}
        />
      </div>
    </Flex>
  );
}
