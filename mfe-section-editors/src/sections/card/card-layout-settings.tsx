import { Flex, InputNumber, Select, Switch, Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import {
  CARD_BREAKPOINT_NAMES,
  CARD_COLS_MAX,
  CARD_COLS_MIN,
  CARD_ROW_HEIGHT_INPUT_MIN,
  type CardsConfig,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { CARD_RESPONSIVE_DEFAULTS } from './defaults';
import { CARD_LABELS } from './labels';

type Flag = 'allowOverlap' | 'preventCollision' | 'isDraggable' | 'isResizable';
const FLAGS: { key: Flag; label: string; help: string }[] = [
  {
    key: 'isDraggable',
    label: CARD_LABELS.gridSettings.fields.isDraggable,
    help: 'In this editor, by dragging',
  },
  {
    key: 'isResizable',
    label: CARD_LABELS.gridSettings.fields.isResizable,
    help: 'In this editor, by their corner',
  },
  {
    key: 'allowOverlap',
    label: CARD_LABELS.gridSettings.fields.allowOverlap,
    help: 'A card may cover another',
  },
  {
    key: 'preventCollision',
    label: CARD_LABELS.gridSettings.fields.preventCollision,
    help: 'A moved card does not push the others',
  },
];

const COMPACT_OPTIONS = [
  { value: 'vertical', label: 'Vertical: cards rise to fill gaps' },
  { value: 'horizontal', label: 'Horizontal: cards slide left to fill gaps' },
  { value: 'none', label: 'None: cards stay where they are put' },
];

const PAIRS = [
  { name: 'gridSettings.margin.0', label: CARD_LABELS.gridSettings.fields.margin.fields[0] },
  { name: 'gridSettings.margin.1', label: CARD_LABELS.gridSettings.fields.margin.fields[1] },
  {
    name: 'gridSettings.containerPadding.0',
    label: CARD_LABELS.gridSettings.fields.containerPadding.fields[0],
  },
  {
    name: 'gridSettings.containerPadding.1',
    label: CARD_LABELS.gridSettings.fields.containerPadding.fields[1],
  },
] as const;

const BREAKPOINT_LABELS = {
  lg: 'Large',
  md: 'Medium',
  sm: 'Small',
  xs: 'Extra small',
  xxs: 'Phone',
} as const;

function NumberInput({
  id,
  value,
  onChange,
  onBlur,
  min,
  max,
  suffix,
  label,
}: {
  id?: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  min: number;
  max?: number;
  suffix?: string;
  label?: string;
}) {
  return (
    <InputNumber
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      min={min}
      max={max}
      precision={0}
      suffix={suffix}
      style={{ width: 120 }}
    />
  );
}

/** The Layout Settings tab: the grid's columns, rows, spacing, compaction, and the responsive sizes. */
export function CardLayoutSettings({ control }: { control: Control<CardsConfig> }) {
  const responsive = useWatch({ control, name: 'responsive' });
  return (
    <>
      <Flex gap={12} wrap>
        <Field control={control} name="gridSettings.cols" label={CARD_LABELS.gridSettings.fields.cols}>
          {(field, id) => (
            <NumberInput
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={CARD_COLS_MIN}
              max={CARD_COLS_MAX}
            />
          )}
        </Field>
        <Field
          control={control}
          name="gridSettings.rowHeight"
          label={CARD_LABELS.gridSettings.fields.rowHeight}
          help={`At least ${CARD_ROW_HEIGHT_INPUT_MIN} px`}
        >
          {(field, id) => (
            // The input's own minimum (50) is above the schema's (10): see CARD_ROW_HEIGHT_MIN.
            <NumberInput
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={CARD_ROW_HEIGHT_INPUT_MIN}
              max={2000}
              suffix="px"
            />
          )}
        </Field>
      </Flex>
      <Flex gap={12} wrap>
        {PAIRS.map(({ name, label }) => (
          <Field key={name} control={control} name={name} label={label}>
            {(field, id) => (
              <NumberInput
                id={id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={0}
                max={200}
                suffix="px"
              />
            )}
          </Field>
        ))}
      </Flex>
      <Field
        control={control}
        name="gridSettings.compactType"
        label={CARD_LABELS.gridSettings.fields.compactType}
      >
        {(field, id) => (
          <Select
            id={id}
            value={field.value ?? 'none'}
            onChange={(value) => field.onChange(value === 'none' ? null : value)}
            options={COMPACT_OPTIONS}
            style={{ maxWidth: 360 }}
          />
        )}
      </Field>
      <Flex gap={16} wrap>
        {FLAGS.map(({ key, label, help }) => (
          <Field key={key} control={control} name={`gridSettings.${key}`} label={label} help={help}>
            {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
          </Field>
        ))}
      </Flex>

      <Typography.Title level={5}>{CARD_LABELS.responsive.label}</Typography.Title>
      <Field
        control={control}
        name="responsive"
        label="Adapt to the screen width"
        help="Fewer columns on smaller screens; the cards' layout is the large screen's"
      >
        {(field, id) => (
          <Switch
            id={id}
            checked={field.value !== undefined}
            onChange={(on) => field.onChange(on ? CARD_RESPONSIVE_DEFAULTS : undefined)}
          />
        )}
      </Field>
      {responsive === undefined ? null : (
        <table style={{ borderCollapse: 'collapse', marginBottom: 16 }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 12 }}>
                Size
              </th>
              <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 12 }}>
                From width
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                Columns
              </th>
            </tr>
          </thead>
          <tbody>
            {CARD_BREAKPOINT_NAMES.map((name) => (
              <tr key={name}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal', paddingInlineEnd: 12 }}>
                  {BREAKPOINT_LABELS[name]} ({name})
                </th>
                <td style={{ paddingInlineEnd: 12 }}>
                  <Field control={control} name={`responsive.breakpoints.${name}`} label={null}>
                    {(field) => (
                      <NumberInput
                        label={CARD_LABELS.responsive.fields.breakpoints.fields[name]}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        min={0}
                        max={10_000}
                        suffix="px"
                      />
                    )}
                  </Field>
                </td>
                <td>
                  <Field control={control} name={`responsive.cols.${name}`} label={null}>
                    {(field) => (
                      <NumberInput
                        label={CARD_LABELS.responsive.fields.cols.fields[name]}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        min={CARD_COLS_MIN}
                        max={CARD_COLS_MAX}
                      />
                    )}
                  </Field>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
