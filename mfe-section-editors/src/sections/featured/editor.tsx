import { useForm } from 'react-hook-form';
import { FeaturedConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { ItemsList } from '../../section-kit/page-items/items-list';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { FEATURED_DEFAULTS } from './defaults';
import { TextField } from '../../section-kit/fields/text-field';
import { FEATURED_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function FeaturedEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(FeaturedConfigSchema, FEATURED_DEFAULTS, data));
  const { control } = form;

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('featured.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(FEATURED_LABELS.title)} />
      <Field
        control={control}
        name="items"
        label={t(FEATURED_LABELS.items.label)}
        help={t('featured.itemsHelp')}
      >
        {(field) => <ItemsList items={field.value} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
