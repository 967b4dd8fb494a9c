import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Select } from 'antd';
import { useForm } from 'react-hook-form';
import * as z from 'zod/v4';
import { WidgetConfigSchema } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { useSectionDirty, useWidgetEditor } from '../editor/editor-context';
import { SaveActions, useSaveFlow } from '../editor/save-flow';
import { SectionCard } from '../editor/section-card';

/** Seed 001 §5: name and currency required, locale optional. */
const GeneralFormSchema = z.object({
  name: WidgetConfigSchema.shape.name,
  currency: z.string().min(1, 'Required').pipe(WidgetConfigSchema.shape.currency),
  locale: WidgetConfigSchema.shape.locale,
});
type GeneralForm = z.infer<typeof GeneralFormSchema>;

export const CURRENCIES = [
  { code: 'USD', name: 'US dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'BRL', name: 'Brazilian real' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'CAD', name: 'Canadian dollar' },
  { code: 'AUD', name: 'Australian dollar' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'INR', name: 'Indian rupee' },
  { code: 'MXN', name: 'Mexican peso' },
] as const;

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'zh', name: 'Chinese' },
] as const;

/** General: the widget's name, default currency and language. */
export function GeneralSection() {
  const { widget } = useWidgetEditor();
  const { confirmSave, confirmDiscard } = useSaveFlow();
  const saved = widget.configParsed;
  const { control, handleSubmit, reset, formState } = useForm<GeneralForm>({
    resolver: zodResolver(GeneralFormSchema),
    mode: 'onChange',
    defaultValues: { name: saved.name, currency: saved.currency, locale: saved.locale },
  });
  useSectionDirty(formState.isDirty);

  const save = handleSubmit(async (values) => {
    const { locale: _locale, ...rest } = saved;
    await confirmSave({
      ...rest,
      name: values.name,
      currency: values.currency,
      ...(values.locale ? { locale: values.locale } : {}),
    });
  });

  return (
    <SectionCard title="General" description="The widget's name, default currency and language.">
      <Form layout="vertical" component="div" style={{ maxWidth: 480 }}>
        <Field control={control} name="name" label="Name">
          {(field, id) => <Input {...field} id={id} maxLength={100} />}
        </Field>
        <Field control={control} name="currency" label="Default currency">
          {(field, id) => (
            <Select
              id={id}
              value={field.value || undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              showSearch={{ optionFilterProp: 'label' }}
              options={CURRENCIES.map(({ code, name }) => ({ value: code, label: `${code} — ${name}` }))}
            />
          )}
        </Field>
        <Field
          control={control}
          name="locale"
          label="Language"
          help="Optional: the visitor's browser language when empty."
        >
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={(value: string | undefined) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              allowClear
              placeholder="Visitor's language"
              options={LANGUAGES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }))}
            />
          )}
        </Field>
      </Form>
      <SaveActions
        dirty={formState.isDirty}
        valid={formState.isValid}
        onSave={() => void save()}
        onDiscard={() => confirmDiscard(() => reset())}
      />
    </SectionCard>
  );
}
