import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Switch, Typography } from 'antd';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import {
  COMMERCE_CONTENT_TYPE_LABELS,
  COMMERCE_CONTENT_TYPES,
  COMMERCE_PRODUCTS_PATH,
  CommerceConfigSchema,
  emptyCommerceContent,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { CheckoutPicker, CollectionPicker, ProductPicker, type ContentPickerProps } from './content-pickers';
import { COMMERCE_DEFAULTS } from './defaults';
import { ReceiverAlert } from './receiver-alert';

const PICKERS = {
  checkout: { label: 'Checkout', Picker: CheckoutPicker },
  'single-product': { label: 'Product', Picker: ProductPicker },
  collection: { label: 'Collection', Picker: CollectionPicker },
} as const satisfies Record<string, { label: string; Picker: (props: ContentPickerProps) => unknown }>;

const TYPE_OPTIONS = COMMERCE_CONTENT_TYPES.map((type) => ({
  value: type,
  label: COMMERCE_CONTENT_TYPE_LABELS[type],
}));

/**
 * The commerce section editor (000 §2): a type, then what of that type — the store's e-mail option,
 * or a checkout, product or collection picked from the owner's back office.
 */
export function CommerceEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const form = useForm({
    resolver: zodResolver(CommerceConfigSchema),
    defaultValues: initialValues(CommerceConfigSchema, COMMERCE_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue } = form;
  const type = useWatch({ control, name: 'content.type' });

  return (
    <EditorForm form={form} label="Commerce section" onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <ReceiverAlert />
      <Field control={control} name="content.type" label="Type">
        {(field, id) => (
          <Select
            id={id}
            value={field.value}
            options={TYPE_OPTIONS}
            onChange={(next) =>
              setValue('content', emptyCommerceContent(next), { shouldValidate: true, shouldDirty: true })
            }
          />
        )}
      </Field>
      {type === 'store' ? (
        <Field
          control={control}
          name="content.params.emailRequired"
          label="E-mail required"
          help="Buyers give their e-mail address with each order"
        >
          {(field, id) => <Switch id={id} checked={field.value === true} onChange={field.onChange} />}
        </Field>
      ) : (
        <PickedContent type={type} control={control} />
      )}
      <Typography.Paragraph>
        <Typography.Link href={COMMERCE_PRODUCTS_PATH} target="_blank" rel="noopener noreferrer">
          Edit commerce products <ExportOutlined aria-hidden />
        </Typography.Link>
      </Typography.Paragraph>
    </EditorForm>
  );
}

function PickedContent({
  type,
  control,
}: {
  type: keyof typeof PICKERS;
  control: ReturnType<typeof useForm<typeof COMMERCE_DEFAULTS>>['control'];
}) {
  const { label, Picker } = PICKERS[type];
  return (
    <Field key={type} control={control} name="content.id" label={label}>
      {(field, id) => (
        <Picker
          id={id}
          value={field.value ?? null}
          onChange={(picked) => {
            field.onChange(picked);
            field.onBlur();
          }}
        />
      )}
    </Field>
  );
}
