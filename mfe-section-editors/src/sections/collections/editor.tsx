import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from 'antd';
import { COLLECTIONS_VARIANTS, CollectionsConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { ItemsList } from '../../section-kit/page-items/items-list';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { COLLECTIONS_DEFAULTS, COLLECTIONS_VARIANT_INFO } from './defaults';
import { TextField } from '../../section-kit/fields/text-field';
import { COLLECTIONS_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { RadioField } from '../../section-kit/fields/radio-field';

export function CollectionsEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(CollectionsConfigSchema, COLLECTIONS_DEFAULTS, data));
  const { control } = form;
  const variant = useWatch({ control, name: 'variant' });

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('collections.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(COLLECTIONS_LABELS.title)} />
      <Field control={control} name="hideTitle" label={t(COLLECTIONS_LABELS.hideTitle)}>
        {(field, id) => (
          <Checkbox id={id} checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
            {t('collections.hideTitle')}
          </Checkbox>
        )}
      </Field>
      <RadioField
        control={control}
        name="variant"
        label={t(COLLECTIONS_LABELS.variant)}
        help={t(COLLECTIONS_VARIANT_INFO[variant].help)}
        buttons
        options={COLLECTIONS_VARIANTS.map((value) => ({
          value,
          label: t(COLLECTIONS_VARIANT_INFO[value].label),
        }))}
      />
      <Field
        control={control}
        name="items"
        label={t(COLLECTIONS_LABELS.items.label)}
        help={t('collections.itemsHelp')}
      >
        {(field) => <ItemsList items={field.value} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
