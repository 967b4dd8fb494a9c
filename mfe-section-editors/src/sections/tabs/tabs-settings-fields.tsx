import { Flex, Input, InputNumber, Radio, Select, Typography } from 'antd';
import type { Control } from 'react-hook-form';
import {
  ELEVATION_MAX,
  TABS_INDICATOR_COLORS,
  TABS_LIMITS,
  TABS_SCROLL_BUTTONS,
  TABS_TEXT_COLORS,
  TABS_VARIANTS,
  type TabsConfig,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { ColorInput } from '../section-parts/color-input';
import { SwitchField } from '../section-parts/switch-field';
import { TABS_LABELS } from './labels';

const VARIANT_LABELS = { standard: 'Standard', scrollable: 'Scrollable', fullWidth: 'Full width' } as const;
const COLOR_LABELS = { primary: 'Primary', secondary: 'Secondary', inherit: 'Inherit' } as const;
const SCROLL_LABELS = {
  auto: 'When scrollable',
  on: 'Always',
  off: 'Never',
} as const;

const NUMBERS = [
  { name: 'tabFontSize', label: TABS_LABELS.tabFontSize, ...TABS_LIMITS.tabFontSize, suffix: 'px' },
  {
    name: 'contentFontSize',
    label: TABS_LABELS.contentFontSize,
    ...TABS_LIMITS.contentFontSize,
    suffix: 'px',
  },
  { name: 'padding', label: TABS_LABELS.padding, ...TABS_LIMITS.padding, suffix: 'px' },
  { name: 'borderRadius', label: TABS_LABELS.borderRadius, ...TABS_LIMITS.borderRadius, suffix: 'px' },
  { name: 'elevation', label: TABS_LABELS.elevation, min: 0, max: ELEVATION_MAX, suffix: undefined },
] as const;

const COLORS = [
  { key: 'tabText', label: TABS_LABELS.colors.fields.tabText },
  { key: 'selectedTabText', label: TABS_LABELS.colors.fields.selectedTabText },
  { key: 'indicator', label: TABS_LABELS.colors.fields.indicator },
  { key: 'tabBackground', label: TABS_LABELS.colors.fields.tabBackground },
  { key: 'contentText', label: TABS_LABELS.colors.fields.contentText },
  { key: 'contentBackground', label: TABS_LABELS.colors.fields.contentBackground },
] as const;

/** How the tabs sit and look: anchor, orientation, variant, arrows, sizes and colours. */
export function TabsSettingsFields({ control }: { control: Control<TabsConfig> }) {
  return (
    <>
      <Typography.Title level={5}>Layout</Typography.Title>
      <Field
        control={control}
        name="id"
        label={TABS_LABELS.id}
        help="Optional: links to #anchor scroll to these tabs"
      >
        {(field, id) => <Input id={id} {...field} placeholder="roadmap" style={{ maxWidth: 240 }} />}
      </Field>
      <Flex gap={12} wrap>
        <Field control={control} name="orientation" label={TABS_LABELS.orientation}>
          {(field, id) => (
            <Radio.Group
              id={id}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              options={[
                { value: 'horizontal', label: 'Horizontal' },
                { value: 'vertical', label: 'Vertical' },
              ]}
            />
          )}
        </Field>
        <Field control={control} name="variant" label={TABS_LABELS.variant}>
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              style={{ minWidth: 140 }}
              options={TABS_VARIANTS.map((value) => ({ value, label: VARIANT_LABELS[value] }))}
            />
          )}
        </Field>
        <Field
          control={control}
          name="scrollButtons"
          label={TABS_LABELS.scrollButtons}
          help="Previous and next tab buttons"
        >
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              style={{ minWidth: 160 }}
              options={TABS_SCROLL_BUTTONS.map((value) => ({ value, label: SCROLL_LABELS[value] }))}
            />
          )}
        </Field>
      </Flex>
      <SwitchField control={control} name="centered" label={TABS_LABELS.centered} />

      <Typography.Title level={5}>Style</Typography.Title>
      <Flex gap={12} wrap>
        <Field control={control} name="indicatorColor" label={TABS_LABELS.indicatorColor}>
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              style={{ minWidth: 130 }}
              options={TABS_INDICATOR_COLORS.map((value) => ({ value, label: COLOR_LABELS[value] }))}
            />
          )}
        </Field>
        <Field control={control} name="textColor" label={TABS_LABELS.textColor}>
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              style={{ minWidth: 130 }}
              options={TABS_TEXT_COLORS.map((value) => ({ value, label: COLOR_LABELS[value] }))}
            />
          )}
        </Field>
      </Flex>
      <Flex gap={12} wrap>
        {NUMBERS.map(({ name, label, min, max, suffix }) => (
          <Field key={name} control={control} name={name} label={label} help={`${min}-${max}`}>
            {(field, id) => (
              <InputNumber
                id={id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                suffix={suffix}
                style={{ width: 120 }}
              />
            )}
          </Field>
        ))}
      </Flex>

      <Typography.Title level={5}>Colours</Typography.Title>
      <Typography.Paragraph type="secondary">Empty: the theme's colour.</Typography.Paragraph>
      <Flex gap={12} wrap>
        {COLORS.map(({ key, label }) => (
          <Field key={key} control={control} name={`colors.${key}`} label={label}>
            {(field, id) => (
              <ColorInput id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          </Field>
        ))}
      </Flex>
    </>
  );
}
