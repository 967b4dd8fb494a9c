import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { AccordionConfigSchema, type AccordionConfig } from '@suite/shared/sections';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { useRecheckAcrossFields } from '../../section-kit/editor/recheck';
import type { SectionEditorProps } from '../../section-kit/section-module';
import type { EditorTab } from '../../section-kit/editor/editor-tabs';
import { CollapsibleListEditor } from '../../section-kit/lists/collapsible-list-editor';
import { AccordionItemFields } from './accordion-item-fields';
import { ACCORDION_LIST } from './accordion-list';
import { AccordionSettingsFields } from './accordion-settings-fields';
import { ACCORDION_DEFAULTS } from './defaults';
import { useSectionEditorsCatalog } from '../../i18n';
import { ACCORDION_LABELS } from './labels';

/** The accordion editor: tabs Accordions and Settings, and Save Configuration (seed 000 §2). */
export function AccordionEditor({ data, mode, onChange, onSave }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(AccordionConfigSchema, ACCORDION_DEFAULTS, data));
  const tabs: EditorTab<AccordionConfig>[] = [
    {
      key: 'accordions',
      label: t(ACCORDION_LABELS.accordions.label),
      names: ['accordions'],
      // One collapsible form per panel, one open at a time (seed 000 §4); a copy goes to the end.
      children: (
        <CollapsibleListEditor form={form} list={ACCORDION_LIST} addLabel={t('list.addAccordion')}>
          {(index) => <AccordionItemFields control={form.control} index={index} />}
        </CollapsibleListEditor>
      ),
    },
    {
      key: 'settings',
      label: t(ACCORDION_LABELS.settings.label),
      names: ['settings'],
      children: <AccordionSettingsFields control={form.control} />,
    },
  ];

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('accordion.form')}
      submit="save-configuration"
      onChange={onChange}
      onSave={onSave}
      tabs={tabs}
    >
      <CrossFieldRules form={form} />
    </EditorForm>
  );
}

/** Ids unique, and the default-expanded ids naming panels (one unless several may be open): checked across fields. */
function CrossFieldRules({ form }: { form: UseFormReturn<AccordionConfig, unknown, AccordionConfig> }) {
  const ids = useWatch({ control: form.control, name: 'accordions' }).map((accordion) => accordion.id);
  const allowMultiple = useWatch({ control: form.control, name: 'settings.allowMultiple' });
  useRecheckAcrossFields(form, [ids, allowMultiple], (values) => [
    ...values.accordions.map((_, index) => `accordions.${index}.id` as const),
    'settings.defaultExpanded',
  ]);
  return null;
}
