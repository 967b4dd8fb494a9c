import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Radio } from 'antd';
import { COLLECTIONS_VARIANTS, CollectionsConfigSchema } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import { ItemsList } from '../items/items-list';
import type { SectionEditorProps } from '../section-module';
import { COLLECTIONS_DEFAULTS, COLLECTIONS_VARIANT_INFO } from './defaults';
import { TextField } from '../section-parts/text-field';
import { COLLECTIONS_LABELS } from './labels';

export function CollectionsEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const form = useForm({
    resolver: zodResolver(CollectionsConfigSchema),
    defaultValues: initialValues(CollectionsConfigSchema, COLLECTIONS_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;
  const variant = useWatch({ control, name: 'variant' });

  return (
    <EditorForm
      form={form}
      label="Collections section"
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={COLLECTIONS_LABELS.title} />
      <Field control={control} name="hideTitle" label={COLLECTIONS_LABELS.hideTitle}>
        {(field, id) => (
          <Checkbox id={id} checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
            Hide the title
          </Checkbox>
        )}
      </Field>
      <Field
        control={control}
        name="variant"
        label={COLLECTIONS_LABELS.variant}
        help={COLLECTIONS_VARIANT_INFO[variant].help}
      >
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={COLLECTIONS_VARIANTS.map((value) => ({
              value,
              label: COLLECTIONS_VARIANT_INFO[value].label,
            }))}
          />
        )}
      </Field>
      <Field
        control={control}
        name="items"
        label={COLLECTIONS_LABELS.items.label}
        help="The collections (and NFTs) to show, in order"
      >
        {(field) => <ItemsList items={field.value} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
