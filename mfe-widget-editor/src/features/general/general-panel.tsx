import { Select } from 'antd';
import Form from 'antd/es/form';
import * as z from 'zod/v4';
import { LANGUAGE_TAGS, LANGUAGES, validationMessage, WIDGET_CURRENCIES } from '@suite/shared';
import { WidgetConfigSchema } from '@suite/shared/widget';
import { Field } from '@suite/shared/forms';
import { useClearable } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelForm } from '../editor/panel-save';
import { NameInput } from '../form-inputs';

/** Seed 001 §5: name and currency required, locale optional. */
const GeneralFormSchema = z.object({
  name: WidgetConfigSchema.shape.name,
  // 'Required' in the page's language, asked for when the issue is reported.
  currency: z
    .string()
    .min(1, { error: () => validationMessage('required') })
    .pipe(WidgetConfigSchema.shape.currency),
  locale: WidgetConfigSchema.shape.locale,
});

/**
 * The languages offered: the ones the site speaks, each as the tag it is saved as (`pt-BR`) and named
 * by the catalog's `general.languages.{tag}`.
 */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => LANGUAGE_TAGS[language]);

/** General: the widget's name, default currency and language. */
export function GeneralPanel() {
  const { t } = useWidgetEditorCatalog();
  const clearable = useClearable();
  const { widget } = useWidgetEditor();
  const saved = widget.configParsed;
  const { form, saveActions } = usePanelForm({
    schema: GeneralFormSchema,
    defaultValues: { name: saved.name, currency: saved.currency, locale: saved.locale },
    toConfig: (values) => {
      const { locale: _locale, ...rest } = saved;
      return {
        ...rest,
        name: values.name,
        currency: values.currency,
        ...(values.locale ? { locale: values.locale } : {}),
      };
    },
  });
  const { control } = form;

  return (
    <PanelCard description={t('general.description')}>
      <Form layout="vertical" component="div" style={{ maxWidth: 480 }}>
        <Field control={control} name="name" label={t('fields.name')}>
          {(field, id) => <NameInput {...field} id={id} />}
        </Field>
        <Field control={control} name="currency" label={t('general.currency')}>
          {(field, id) => (
            <Select
              id={id}
              value={field.value || undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              showSearch={{ optionFilterProp: 'label' }}
              // Each named by the catalog's `general.currencies.{code}`.
              options={WIDGET_CURRENCIES.map((code) => ({
                value: code,
                label: `${code} — ${t(`general.currencies.${code}`)}`,
              }))}
            />
          )}
        </Field>
        <Field control={control} name="locale" label={t('general.language')} help={t('general.languageHelp')}>
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={(value: string | undefined) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              allowClear={clearable}
              placeholder={t('general.languagePlaceholder')}
              options={LANGUAGE_OPTIONS.map((tag) => ({
                value: tag,
                label: `${t(`general.languages.${tag}`)} (${tag})`,
              }))}
            />
          )}
        </Field>
      </Form>
      {saveActions}
    </PanelCard>
  );
}
