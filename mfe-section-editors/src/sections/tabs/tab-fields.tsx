import { Flex, Input, Select } from 'antd';
import Collapse from 'antd/es/collapse';
import type { Control } from 'react-hook-form';
import { SECTION_ICON_NAMES, TAB_ICON_POSITIONS, type TabsConfig } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { ContentField } from '../section-parts/content-field';
import { IconSelect } from '../section-parts/section-icon';
import { SwitchField } from '../section-parts/switch-field';
import { JsonObjectInput } from './json-object-input';
import { TABS_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const ICON_POSITION_LABELS = {
  top: 'tabs.iconPositions.top',
  start: 'tabs.iconPositions.start',
  end: 'tabs.iconPositions.end',
  bottom: 'tabs.iconPositions.bottom',
} as const satisfies Record<string, SectionEditorsKey>;

/** The fields of one tab: id, label, content, icon, state, and its own style and attributes. */
export function TabFields({ control, index }: { control: Control<TabsConfig>; index: number }) {
  const { t } = useSectionEditorsCatalog();
  return (
    <>
      <Field
        control={control}
        name={`tabs.${index}.id`}
        label={t(TABS_LABELS.tabs.fields.id)}
        help={t('card.idHelp')}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field control={control} name={`tabs.${index}.label`} label={t(TABS_LABELS.tabs.fields.label)}>
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <ContentField
        control={control}
        name={`tabs.${index}.content`}
        label={t(TABS_LABELS.tabs.fields.content)}
        placeholder={t('tabs.contentPlaceholder')}
      />
      <Flex gap={12} wrap>
        <Field control={control} name={`tabs.${index}.icon`} label={t(TABS_LABELS.tabs.fields.icon)}>
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={SECTION_ICON_NAMES}
                value={field.value}
                onChange={field.onChange}
                allowClear
              />
            </div>
          )}
        </Field>
        <Field
          control={control}
          name={`tabs.${index}.iconPosition`}
          label={t(TABS_LABELS.tabs.fields.iconPosition)}
        >
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              style={{ minWidth: 120 }}
              options={TAB_ICON_POSITIONS.map((value) => ({ value, label: t(ICON_POSITION_LABELS[value]) }))}
            />
          )}
        </Field>
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
