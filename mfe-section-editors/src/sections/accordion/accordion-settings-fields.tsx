import { Flex, InputNumber, Radio, Select, Typography } from 'antd';
import Slider from 'antd/es/slider';
import { useWatch, type Control } from 'react-hook-form';
import {
  ACCORDION_HEADING_COMPONENTS,
  ACCORDION_SPACING_SLIDER,
  ACCORDION_TRANSITION_MAX_MS,
  ELEVATION_MAX,
  EXPAND_ICON_NAMES,
  type AccordionConfig,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { IconSelect } from '../section-parts/section-icon';
import { SwitchField } from '../section-parts/switch-field';
import { ACCORDION_LABELS } from './labels';

const ALIGNMENT_OPTIONS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];
const PLACEMENT_OPTIONS = [
  { value: 'summary', label: 'In the header' },
  { value: 'details', label: 'Under the content' },
  { value: 'both', label: 'Both' },
];
/** Transition: 'auto' or a number of milliseconds, as one select plus an input for the latter. */
const DEFAULT_TRANSITION_MS = 300;

/** The Settings tab: how the panels look and behave for a visitor. */
export function AccordionSettingsFields({ control }: { control: Control<AccordionConfig> }) {
  return (
    <>
      <Typography.Title level={5}>Behaviour</Typography.Title>
      <SwitchField
        control={control}
        name="settings.allowMultiple"
        label={ACCORDION_LABELS.settings.fields.allowMultiple}
      />
      <Field
        control={control}
        name="settings.defaultExpanded"
        label={ACCORDION_LABELS.settings.fields.defaultExpanded}
        help="Several only when several open panels are allowed"
      >
        {(field, id) => (
          <PanelSelect control={control} id={id} value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field
        control={control}
        name="settings.expandedIds"
        label={ACCORDION_LABELS.settings.fields.expandedIds}
        help="Visitors cannot close these panels"
      >
        {(field, id) => (
          <PanelSelect control={control} id={id} value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <SwitchField
        control={control}
        name="settings.unmountOnExit"
        label={ACCORDION_LABELS.settings.fields.unmountOnExit}
        help="A closed panel's content leaves the page until it opens again"
      />
      <Field
        control={control}
        name="settings.transitionDuration"
        label={ACCORDION_LABELS.settings.fields.transitionDuration}
      >
        {(field, id) => (
          <Flex gap={8} align="center" wrap>
            <Radio.Group
              name={field.name}
              value={field.value === 'auto' ? 'auto' : 'custom'}
              onChange={(event) =>
                field.onChange(event.target.value === 'auto' ? 'auto' : DEFAULT_TRANSITION_MS)
              }
              optionType="button"
              options={[
                { value: 'auto', label: 'Auto' },
                { value: 'custom', label: 'Custom' },
              ]}
            />
            {field.value === 'auto' ? null : (
              <InputNumber
                id={id}
                aria-label="Transition duration"
                value={field.value}
                onChange={field.onChange}
                min={0}
                max={ACCORDION_TRANSITION_MAX_MS}
                step={50}
                suffix="ms"
              />
            )}
          </Flex>
        )}
      </Field>

      <Typography.Title level={5}>Look</Typography.Title>
      <Field control={control} name="settings.variant" label={ACCORDION_LABELS.settings.fields.variant}>
        {(field, id) => (
          <Radio.Group
            name={field.name}
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            optionType="button"
            options={[
              { value: 'elevation', label: 'Elevation' },
              { value: 'outlined', label: 'Outlined' },
            ]}
          />
        )}
      </Field>
      <Field
        control={control}
        name="settings.headingComponent"
        label={ACCORDION_LABELS.settings.fields.headingComponent}
        help="The element each title is, for search engines and screen readers"
      >
        {(field, id) => (
          <Select
            id={id}
            value={field.value}
            onChange={field.onChange}
            style={{ maxWidth: 160 }}
            options={ACCORDION_HEADING_COMPONENTS.map((value) => ({
              value,
              label: value === 'div' ? 'None (div)' : value.toUpperCase(),
            }))}
          />
        )}
      </Field>
      <Field
        control={control}
        name="settings.spacing"
        label={ACCORDION_LABELS.settings.fields.spacing}
        help="Space between panels"
      >
        {(field) => (
          <Slider
            value={field.value}
            onChange={field.onChange}
            min={ACCORDION_SPACING_SLIDER.min}
            max={ACCORDION_SPACING_SLIDER.max}
            step={ACCORDION_SPACING_SLIDER.step}
            ariaLabelForHandle="Spacing"
          />
        )}
      </Field>
      <Flex gap={12} wrap>
        <Field control={control} name="settings.elevation" label={ACCORDION_LABELS.settings.fields.elevation}>
          {(field, id) => (
            <InputNumber
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={0}
              max={ELEVATION_MAX}
            />
          )}
        </Field>
        <Field
          control={control}
          name="settings.borderRadius"
          label={ACCORDION_LABELS.settings.fields.borderRadius}
        >
          {(field, id) => (
            <InputNumber
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={0}
              max={50}
              suffix="px"
            />
          )}
        </Field>
      </Flex>
      <Flex gap={24} wrap>
        <SwitchField
          control={control}
          name="settings.square"
          label={ACCORDION_LABELS.settings.fields.square}
        />
        <SwitchField
          control={control}
          name="settings.disableGutters"
          label={ACCORDION_LABELS.settings.fields.disableGutters}
          help="An open panel keeps its place instead of standing apart"
        />
      </Flex>

      <Typography.Title level={5}>Actions</Typography.Title>
      <Flex gap={12} wrap>
        <Field
          control={control}
          name="settings.actionsPlacement"
          label={ACCORDION_LABELS.settings.fields.actionsPlacement}
        >
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              options={PLACEMENT_OPTIONS}
              style={{ minWidth: 180 }}
            />
          )}
        </Field>
        <Field
          control={control}
          name="settings.actionsAlignment"
          label={ACCORDION_LABELS.settings.fields.actionsAlignment}
        >
          {(field, id) => (
            <Radio.Group
              name={field.name}
              id={id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              options={ALIGNMENT_OPTIONS}
            />
          )}
        </Field>
      </Flex>

      <Typography.Title level={5}>Expand icon</Typography.Title>
      <SwitchField
        control={control}
        name="settings.hideExpandIcon"
        label={ACCORDION_LABELS.settings.fields.hideExpandIcon}
      />
      <Flex gap={12} wrap>
        <Field
          control={control}
          name="settings.expandIcon"
          label={ACCORDION_LABELS.settings.fields.expandIcon}
        >
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={EXPAND_ICON_NAMES}
                value={field.value}
                onChange={(name) => field.onChange(name ?? 'ExpandMore')}
              />
            </div>
          )}
        </Field>
        <Field
          control={control}
          name="settings.collapseIcon"
          label={ACCORDION_LABELS.settings.fields.collapseIcon}
          help="Empty: the expand icon turns"
        >
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={EXPAND_ICON_NAMES}
                value={field.value}
                onChange={field.onChange}
                allowClear
                placeholder="The expand icon, turned"
              />
            </div>
          )}
        </Field>
        <Field
          control={control}
          name="settings.iconPosition"
          label={ACCORDION_LABELS.settings.fields.iconPosition}
        >
          {(field, id) => (
            <Radio.Group
              name={field.name}
              id={id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              options={[
                { value: 'start', label: 'Start' },
                { value: 'end', label: 'End' },
              ]}
            />
          )}
        </Field>
      </Flex>
    </>
  );
}

/** A choice of panels by id, shown by title; watches the list so the rest of the tab does not re-render. */
function PanelSelect({
  control,
  id,
  value,
  onChange,
}: {
  control: Control<AccordionConfig>;
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const accordions = useWatch({ control, name: 'accordions' });
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      placeholder="None"
      options={accordions.map((accordion, index) => ({
        value: accordion.id,
        label: accordion.title.trim() || accordion.id || `Accordion ${index + 1}`,
      }))}
    />
  );
}
