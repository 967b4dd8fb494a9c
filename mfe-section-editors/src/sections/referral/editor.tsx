import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'antd';
import { ReferralConfigSchema } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { REFERRAL_DEFAULTS } from './defaults';
import { TextField } from '../section-parts/text-field';
import { REFERRAL_LABELS } from './labels';

export function ReferralEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const form = useForm({
    resolver: zodResolver(ReferralConfigSchema),
    defaultValues: initialValues(ReferralConfigSchema, REFERRAL_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;

  return (
    <EditorForm form={form} label="Referral section" onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <TextField
        control={control}
        name="title"
        label={REFERRAL_LABELS.title}
        placeholder="Invite your friends"
      />
      <TextField
        control={control}
        name="subtitle"
        label={REFERRAL_LABELS.subtitle}
        rows={{ minRows: 2, maxRows: 6 }}
      />
      <Field
        control={control}
        name="showStats"
        label={REFERRAL_LABELS.showStats}
        help="Each visitor sees their own referral stats once they connect a wallet"
      >
        {(field, id) => <Switch id={id} checked={field.value ?? true} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
