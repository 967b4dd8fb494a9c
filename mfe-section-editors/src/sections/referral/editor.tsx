import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'antd';
import { ReferralConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { REFERRAL_DEFAULTS } from './defaults';
import { TextField } from '../../section-kit/fields/text-field';
import { REFERRAL_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function ReferralEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(ReferralConfigSchema),
    defaultValues: initialValues(ReferralConfigSchema, REFERRAL_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;

  return (
    <EditorForm
      form={form}
      label={t('referral.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField
        control={control}
        name="title"
        label={t(REFERRAL_LABELS.title)}
        placeholder={t('referral.titlePlaceholder')}
      />
      <TextField
        control={control}
        name="subtitle"
        label={t(REFERRAL_LABELS.subtitle)}
        rows={{ minRows: 2, maxRows: 6 }}
      />
      <Field
        control={control}
        name="showStats"
        label={t(REFERRAL_LABELS.showStats)}
        help={t('referral.showStatsHelp')}
      >
        {(field, id) => <Switch id={id} checked={field.value ?? true} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
