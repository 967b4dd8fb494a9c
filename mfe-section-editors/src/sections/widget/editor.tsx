import { useForm } from 'react-hook-form';
import { WidgetSectionConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { WIDGET_SECTION_DEFAULTS } from './defaults';
import { WidgetPicker } from './widget-picker';
import { WIDGET_SECTION_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * The widget section's editor: the widget picker (seed 000 §2). Adding a section, Save is enabled
 * once a widget is picked; editing one, the picker saves on change: picking another widget updates
 * the section at once (the dialog then closes), since the widget is all the section holds.
 */
export function WidgetSectionEditor({ data, onChange, onSave, onCancel, mode }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const saveOnChange = mode === 'edit';
  const form = useForm(sectionFormOptions(WidgetSectionConfigSchema, WIDGET_SECTION_DEFAULTS, data));
  const { control } = form;

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('widget.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field control={control} name="widgetId" label={t(WIDGET_SECTION_LABELS.widgetId)}>
        {(field, id) => (
          <WidgetPicker
            id={id}
            value={field.value}
            onChange={(widgetId) => {
              field.onChange(widgetId);
              field.onBlur();
              if (saveOnChange) void onSave({ widgetId });
            }}
          />
        )}
      </Field>
    </EditorForm>
  );
}
