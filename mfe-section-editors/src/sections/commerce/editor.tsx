import { useForm, useWatch } from 'react-hook-form';
import { Select, Switch, Typography } from 'antd';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import {
  COMMERCE_CONTENT_TYPES,
  COMMERCE_PRODUCTS_PATH,
  CommerceConfigSchema,
  emptyCommerceContent,
  type CommerceContentType,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import {
  CheckoutPicker,
  CollectionPicker,
  ProductPicker,
  type ContentPickerProps,
} from '../../section-kit/pickers/content-pickers';
import { COMMERCE_DEFAULTS } from './defaults';
import { COMMERCE_LABELS } from './labels';
import { ReceiverAlert } from './receiver-alert';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const PICKERS = {
  checkout: { label: 'commerce.pickers.checkout', Picker: CheckoutPicker },
  'single-product': { label: 'commerce.pickers.product', Picker: ProductPicker },
  collection: { label: 'commerce.pickers.collection', Picker: CollectionPicker },
} as const satisfies Record<
  string,
  { label: SectionEditorsKey; Picker: (props: ContentPickerProps) => unknown }
>;

const TYPE_LABELS: Record<CommerceContentType, SectionEditorsKey> = {
  store: 'commerce.types.store',
  checkout: 'commerce.types.checkout',
  'single-product': 'commerce.types.singleProduct',
  collection: 'commerce.types.collection',
};

/**
 * The commerce section editor (000 §2): a type, then what of that type — the store's e-mail option,
 * or a checkout, product or collection picked from the owner's back office.
 */
export function CommerceEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(CommerceConfigSchema, COMMERCE_DEFAULTS, data));
  const { control, setValue } = form;
  const type = useWatch({ control, name: 'content.type' });

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('commerce.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <ReceiverAlert />
      <Field control={control} name="content.type" label={t(COMMERCE_LABELS.content.fields.type)}>
        {(field, id) => (
          <Select
            id={id}
            value={field.value}
            options={COMMERCE_CONTENT_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
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
          label={t('commerce.emailRequired')}
          help={t('commerce.emailRequiredHelp')}
        >
          {(field, id) => <Switch id={id} checked={field.value === true} onChange={field.onChange} />}
        </Field>
      ) : (
        <PickedContent type={type} control={control} />
      )}
      <Typography.Paragraph>
        <Typography.Link href={COMMERCE_PRODUCTS_PATH} target="_blank" rel="noopener noreferrer">
          {t('commerce.editProducts')} <ExportOutlined aria-hidden />
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
  const { t } = useSectionEditorsCatalog();
  const { label, Picker } = PICKERS[type];
  return (
    <Field key={type} control={control} name="content.id" label={t(label)}>
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
