import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Input, Radio, Typography } from 'antd';
import {
  CALL_TO_ACTION_VARIANTS,
  CallToActionConfigSchema,
  type CallToActionVariant,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import { ItemsList } from '../items/items-list';
import type { SectionEditorProps } from '../section-module';
import { CALL_TO_ACTION_DEFAULTS } from './defaults';
import { CALL_TO_ACTION_LABELS } from './labels';
import { TextField } from '../section-parts/text-field';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const VARIANT_LABELS: Record<CallToActionVariant, SectionEditorsKey> = {
  light: 'callToAction.variants.light',
  dark: 'callToAction.variants.dark',
};

export function CallToActionEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(CallToActionConfigSchema),
    defaultValues: initialValues(CallToActionConfigSchema, CALL_TO_ACTION_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;

  return (
    <EditorForm
      form={form}
      label={t('callToAction.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field control={control} name="variant" label={t(CALL_TO_ACTION_LABELS.variant)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            optionType="button"
            options={CALL_TO_ACTION_VARIANTS.map((value) => ({ value, label: t(VARIANT_LABELS[value]) }))}
          />
        )}
      </Field>
      <TextField control={control} name="title" label={t(CALL_TO_ACTION_LABELS.title)} />
      <TextField
        control={control}
        name="subtitle"
        label={t(CALL_TO_ACTION_LABELS.subtitle)}
        rows={{ minRows: 2, maxRows: 6 }}
      />
      <Typography.Title level={5}>{t('callToAction.button')}</Typography.Title>
      <Field control={control} name="button.title" label={t(CALL_TO_ACTION_LABELS.button.fields.title)}>
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field control={control} name="button.url" label={t(CALL_TO_ACTION_LABELS.button.fields.url)}>
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
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
