import { useForm } from 'react-hook-form';
import { Checkbox, Typography } from 'antd';
import {
  CALL_TO_ACTION_VARIANTS,
  CallToActionConfigSchema,
  type CallToActionVariant,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { ItemsList } from '../../section-kit/page-items/items-list';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { CALL_TO_ACTION_DEFAULTS } from './defaults';
import { CALL_TO_ACTION_LABELS } from './labels';
import { TextField } from '../../section-kit/fields/text-field';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputField } from '../../section-kit/fields/input-field';
import { RadioField } from '../../section-kit/fields/radio-field';

const VARIANT_LABELS: Record<CallToActionVariant, SectionEditorsKey> = {
  light: 'callToAction.variants.light',
  dark: 'callToAction.variants.dark',
};

export function CallToActionEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(CallToActionConfigSchema, CALL_TO_ACTION_DEFAULTS, data));
  const { control } = form;

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('callToAction.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <RadioField
        control={control}
        name="variant"
        label={t(CALL_TO_ACTION_LABELS.variant)}
        buttons
        options={CALL_TO_ACTION_VARIANTS.map((value) => ({ value, label: t(VARIANT_LABELS[value]) }))}
      />
      <TextField control={control} name="title" label={t(CALL_TO_ACTION_LABELS.title)} />
      <TextField
        control={control}
        name="subtitle"
        label={t(CALL_TO_ACTION_LABELS.subtitle)}
        rows={{ minRows: 2, maxRows: 6 }}
      />
      <Typography.Title level={5}>{t('callToAction.button')}</Typography.Title>
      <InputField
        control={control}
        name="button.title"
        label={t(CALL_TO_ACTION_LABELS.button.fields.title)}
      />
      <InputField
        control={control}
        name="button.url"
        label={t(CALL_TO_ACTION_LABELS.button.fields.url)}
        placeholder="https://…"
      />
      <Field
        control={control}
        name="button.openInNewPage"
        label={t(CALL_TO_ACTION_LABELS.button.fields.openInNewPage)}
      >
        {(field, id) => (
          <Checkbox id={id} checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
            {t('callToAction.openInNewPage')}
          </Checkbox>
        )}
      </Field>
      <Field
        control={control}
        name="items"
        label={t(CALL_TO_ACTION_LABELS.items.label)}
        help={t('callToAction.itemsHelp')}
      >
        {(field) => <ItemsList items={field.value} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
