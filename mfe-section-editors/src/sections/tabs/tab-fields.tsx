import { Flex } from 'antd';
import Collapse from 'antd/es/collapse';
import type { Control } from 'react-hook-form';
import { SECTION_ICON_NAMES, TAB_ICON_POSITIONS, type TabsConfig } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { ContentField } from '../../section-kit/fields/content-field';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { JsonObjectInput } from './json-object-input';
import { TABS_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputFields, type InputFieldSpec } from '../../section-kit/fields/input-field';
import { SelectField } from '../../section-kit/fields/select-field';
import { IconField } from '../../section-kit/fields/icon-field';

const ICON_POSITION_LABELS = {
  top: 'tabs.iconPositions.top',
  start: 'tabs.iconPositions.start',
  end: 'tabs.iconPositions.end',
  bottom: 'tabs.iconPositions.bottom',
} as const satisfies Record<string, SectionEditorsKey>;

/** The fields of one tab: id, label, content, icon, state, and its own style and attributes. */
export function TabFields({ control, index }: { control: Control<TabsConfig>; index: number }) {
  const { t } = useSectionEditorsCatalog();
  const texts: InputFieldSpec<TabsConfig>[] = [
    { name: `tabs.${index}.id`, label: t(TABS_LABELS.tabs.fields.id), help: t('card.idHelp') },
    { name: `tabs.${index}.label`, label: t(TABS_LABELS.tabs.fields.label) },
  ];
  return (
    <>
      <InputFields control={control} fields={texts} />
      <ContentField
        control={control}
        name={`tabs.${index}.content`}
        label={t(TABS_LABELS.tabs.fields.content)}
        placeholder={t('tabs.contentPlaceholder')}
      />
      <Flex gap={12} wrap>
        <IconField
          control={control}
          name={`tabs.${index}.icon`}
          label={t(TABS_LABELS.tabs.fields.icon)}
          names={SECTION_ICON_NAMES}
          allowClear
        />
        <SelectField
          control={control}
          name={`tabs.${index}.iconPosition`}
          label={t(TABS_LABELS.tabs.fields.iconPosition)}
          options={TAB_ICON_POSITIONS.map((value) => ({ value, label: t(ICON_POSITION_LABELS[value]) }))}
          style={{ minWidth: 120 }}
        />
      </Flex>
      <Flex gap={16} wrap>
        <SwitchField
          control={control}
          name={`tabs.${index}.disabled`}
          label={t(TABS_LABELS.tabs.fields.disabled)}
        />
        <SwitchField
          control={control}
          name={`tabs.${index}.wrapped`}
          label={t(TABS_LABELS.tabs.fields.wrapped)}
        />
      </Flex>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'advanced',
            label: t('tabs.advanced'),
            children: (
              <>
                <Field
                  control={control}
                  name={`tabs.${index}.sx`}
                  label={t(TABS_LABELS.tabs.fields.sx)}
                  help={t('tabs.sxHelp')}
                >
                  {(field, id) => (
                    <JsonObjectInput
                      id={id}
                      value={field.value}
                      onChange={field.onChange}
                      placeholder='{"fontWeight": 600}'
                    />
                  )}
                </Field>
                <Field
                  control={control}
                  name={`tabs.${index}.tabProps`}
                  label={t(TABS_LABELS.tabs.fields.tabProps)}
                  help={t('tabs.tabPropsHelp')}
                >
                  {(field, id) => (
                    <JsonObjectInput
                      id={id}
                      value={field.value}
                      onChange={field.onChange}
                      placeholder={t('tabs.tabPropsPlaceholder')}
                    />
                  )}
                </Field>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
