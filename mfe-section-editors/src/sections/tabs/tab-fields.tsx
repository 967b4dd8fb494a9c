import { Flex, Input, Select } from 'antd';
import Collapse from 'antd/es/collapse';
import type { Control } from 'react-hook-form';
import { SECTION_ICON_NAMES, TAB_ICON_POSITIONS, type TabsConfig } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { ContentField } from '../section-parts/content-field';
import { IconSelect } from '../section-parts/section-icon';
import { SwitchField } from '../section-parts/switch-field';
import { JsonObjectInput } from './json-object-input';
import { TABS_LABELS } from './labels';

const ICON_POSITION_LABELS = { top: 'Above', start: 'Before', end: 'After', bottom: 'Below' } as const;

/** The fields of one tab: id, label, content, icon, state, and its own style and attributes. */
export function TabFields({ control, index }: { control: Control<TabsConfig>; index: number }) {
  return (
    <>
      <Field
        control={control}
        name={`tabs.${index}.id`}
        label={TABS_LABELS.tabs.fields.id}
        help="Unique in this section"
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field control={control} name={`tabs.${index}.label`} label={TABS_LABELS.tabs.fields.label}>
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <ContentField
        control={control}
        name={`tabs.${index}.content`}
        label={TABS_LABELS.tabs.fields.content}
        placeholder="Our roadmap for the next two quarters, as a short list"
      />
      <Flex gap={12} wrap>
        <Field control={control} name={`tabs.${index}.icon`} label={TABS_LABELS.tabs.fields.icon}>
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
          label={TABS_LABELS.tabs.fields.iconPosition}
        >
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              style={{ minWidth: 120 }}
              options={TAB_ICON_POSITIONS.map((value) => ({ value, label: ICON_POSITION_LABELS[value] }))}
            />
          )}
        </Field>
      </Flex>
      <Flex gap={16} wrap>
        <SwitchField
          control={control}
          name={`tabs.${index}.disabled`}
          label={TABS_LABELS.tabs.fields.disabled}
        />
        <SwitchField
          control={control}
          name={`tabs.${index}.wrapped`}
          label={TABS_LABELS.tabs.fields.wrapped}
        />
      </Flex>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'advanced',
            label: 'Advanced: style and attributes',
            children: (
              <>
                <Field
                  control={control}
                  name={`tabs.${index}.sx`}
                  label={TABS_LABELS.tabs.fields.sx}
                  help='CSS properties as JSON, such as {"fontWeight": 600}'
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
                  label={TABS_LABELS.tabs.fields.tabProps}
                  help='title, aria-* and data-* as JSON, such as {"title": "Read the roadmap"}'
                >
                  {(field, id) => (
                    <JsonObjectInput
                      id={id}
                      value={field.value}
                      onChange={field.onChange}
                      placeholder='{"title": "Read the roadmap"}'
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
