import { useForm } from 'react-hook-form';
import { UserContractFormConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { ContractFormPicker } from './contract-form-picker';
import { USER_CONTRACT_FORM_DEFAULTS } from './defaults';
import { USER_CONTRACT_FORM_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { SwitchField } from '../../section-kit/fields/switch-field';

export function UserContractFormEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(UserContractFormConfigSchema, USER_CONTRACT_FORM_DEFAULTS, data));
  const { control } = form;

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('userContractForm.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field
        control={control}
        name="formId"
        label={t(USER_CONTRACT_FORM_LABELS.formId)}
        help={t('userContractForm.formIdHelp')}
      >
        {(field, id) => (
          <ContractFormPicker
            id={id}
            value={field.value}
            onChange={(formId) => field.onChange(formId)}
            onBlur={field.onBlur}
          />
        )}
      </Field>
      <SwitchField
        control={control}
        name="hideFormInfo"
        label={t(USER_CONTRACT_FORM_LABELS.hideFormInfo)}
        help={t('userContractForm.hideFormInfoHelp')}
      />
    </EditorForm>
  );
}
