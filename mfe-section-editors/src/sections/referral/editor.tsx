import { useForm } from 'react-hook-form';
import { Switch } from 'antd';
import { ReferralConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { REFERRAL_DEFAULTS } from './defaults';
import { TextField } from '../../section-kit/fields/text-field';
import { REFERRAL_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function ReferralEditor({ data, ...editor }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(ReferralConfigSchema, REFERRAL_DEFAULTS, data));
  const { control } = form;

  return (
    // The dialog's props (mode, onChange, onSave, onCancel) go to the form as they are.
    <EditorForm {...editor} form={form} label={t('referral.form')}>
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
