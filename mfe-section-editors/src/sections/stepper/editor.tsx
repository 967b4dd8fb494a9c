import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { StepperConfigSchema, type StepperConfig } from '@suite/shared/sections';
import { useRecheckAcrossFields } from '../../section-kit/editor/recheck';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import type { EditorTab } from '../../section-kit/editor/editor-tabs';
import { CollapsibleListEditor } from '../../section-kit/lists/collapsible-list-editor';
import { STEPPER_DEFAULTS } from './defaults';
import { STEPPER_LABELS } from './labels';
import { StepperSettingsFields } from './stepper-settings-fields';
import { StepFields } from './step-fields';
import { STEP_LIST } from './step-list';
import { useSectionEditorsCatalog } from '../../i18n';

/** The stepper editor: tabs Steps and Settings, and Save Configuration (seed 000 §2). */
export function StepperEditor({ data, mode, onChange, onSave }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(StepperConfigSchema, STEPPER_DEFAULTS, data));

  const tabs: EditorTab<StepperConfig>[] = [
    {
      key: 'steps',
      label: t(STEPPER_LABELS.steps.label),
      names: ['steps'],
      // One collapsible form per step, one open at a time; a copy goes right after its original.
      children: (
        <CollapsibleListEditor form={form} list={STEP_LIST} addLabel={t('list.addStep')}>
          {(index) => <StepFields control={form.control} index={index} />}
        </CollapsibleListEditor>
      ),
    },
    {
      key: 'settings',
      label: t(STEPPER_LABELS.settings.label),
      names: ['settings', 'activeStep', 'completedSteps', 'skippedSteps'],
      children: <StepperSettingsFields control={form.control} />,
    },
  ];

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('stepper.form')}
      submit="save-configuration"
      onChange={onChange}
      onSave={onSave}
      tabs={tabs}
    >
      <CrossFieldRules form={form} />
    </EditorForm>
  );
}

/**
 * The rules that tie the steps to the start (active, completed, skipped within the steps; skipping
 * only when not linear; unique ids) are checked again when what they depend on changes.
 */
function CrossFieldRules({ form }: { form: UseFormReturn<StepperConfig, unknown, StepperConfig> }) {
  const ids = useWatch({ control: form.control, name: 'steps' }).map((step) => step.id);
  const linear = useWatch({ control: form.control, name: 'settings.linear' });
  useRecheckAcrossFields(form, [ids, linear], (values) => [
    ...values.steps.map((_, index) => `steps.${index}.id` as const),
    'activeStep',
    'completedSteps',
    'skippedSteps',
    'settings.allowStepSkipping',
  ]);
  return null;
}
