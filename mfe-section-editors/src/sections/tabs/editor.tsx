import { Typography } from 'antd';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { TabsConfigSchema, type TabsConfig } from '@suite/shared/sections';
import { useRecheckAcrossFields } from '../../section-kit/editor/recheck';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { TABS_DEFAULTS } from './defaults';
import { TabFields } from './tab-fields';
import { TAB_LIST } from './tab-list';
import { CollapsibleListEditor } from '../../section-kit/lists/collapsible-list-editor';
import { TabsSettingsFields } from './tabs-settings-fields';
import { useSectionEditorsCatalog } from '../../i18n';
import { TABS_LABELS } from './labels';

/**
 * The tabs editor: its tabs, then layout and style, and Cancel and Save. Seed 000 §2 gives Save
 * Configuration to the accordion, cards and stepper editors only; tabs keep the common Save and
 * Cancel, whose Cancel leaves the section's draft (asking first when it is changed).
 */
export function TabsEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(TabsConfigSchema, TABS_DEFAULTS, data));

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('tabs.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <UniqueIds form={form} />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t(TABS_LABELS.tabs.label)}
      </Typography.Title>
      {/* One collapsible form per tab, one open at a time; the last tab is kept. */}
      <CollapsibleListEditor
        form={form}
        list={TAB_LIST}
        addLabel={t('list.addTab')}
        keepLast={t('list.lastTab')}
      >
        {(index) => <TabFields control={form.control} index={index} />}
      </CollapsibleListEditor>
      <TabsSettingsFields control={form.control} />
    </EditorForm>
  );
}

/** Tab ids must be unique: each id is checked again when any of them changes. */
function UniqueIds({ form }: { form: UseFormReturn<TabsConfig, unknown, TabsConfig> }) {
  const ids = useWatch({ control: form.control, name: 'tabs' }).map((tab) => tab.id);
  useRecheckAcrossFields(form, ids, (values) => values.tabs.map((_, index) => `tabs.${index}.id` as const));
  return null;
}
