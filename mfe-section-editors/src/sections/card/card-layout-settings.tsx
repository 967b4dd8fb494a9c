import { Flex, Select, Switch, Typography } from 'antd';
import InputNumber from 'antd/es/input-number';
import { useWatch, type Control } from 'react-hook-form';
import {
  CARD_BREAKPOINT_NAMES,
  CARD_COLS_MAX,
  CARD_COLS_MIN,
  CARD_ROW_HEIGHT_INPUT_MIN,
  type CardsConfig,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { CARD_RESPONSIVE_DEFAULTS } from './defaults';
import { CARD_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { NumberField } from '../../section-kit/fields/number-field';
import { SwitchField } from '../../section-kit/fields/switch-field';

type Flag = 'allowOverlap' | 'preventCollision' | 'isDraggable' | 'isResizable';
const FLAGS: { key: Flag; label: SectionEditorsKey; help: SectionEditorsKey }[] = [
  {
    key: 'isDraggable',
    label: CARD_LABELS.gridSettings.fields.isDraggable,
    help: 'card.flags.draggableHelp',
  },
  {
    key: 'isResizable',
    label: CARD_LABELS.gridSettings.fields.isResizable,
    help: 'card.flags.resizableHelp',
  },
  {
    key: 'allowOverlap',
    label: CARD_LABELS.gridSettings.fields.allowOverlap,
    help: 'card.flags.overlapHelp',
  },
  {
    key: 'preventCollision',
    label: CARD_LABELS.gridSettings.fields.preventCollision,
    help: 'card.flags.collisionHelp',
  },
];

const COMPACT_OPTIONS = [
  { value: 'vertical', label: 'card.compaction.vertical' },
  { value: 'horizontal', label: 'card.compaction.horizontal' },
  { value: 'none', label: 'card.compaction.none' },
] as const satisfies readonly { value: string; label: SectionEditorsKey }[];

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
  lg: 'card.breakpoints.lg',
  md: 'card.breakpoints.md',
  sm: 'card.breakpoints.sm',
  xs: 'card.breakpoints.xs',
  xxs: 'card.breakpoints.xxs',
} as const satisfies Record<string, SectionEditorsKey>;

/** The grid's numbers: whole, in an input of the same width. */
const WHOLE_PIXELS = { precision: 0, width: 120 } as const;

/** A breakpoint's width in the responsive table, labelled by its row and column. */
function NumberInput({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  suffix,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  min: number;
  max: number;
  suffix?: string;
}) {
  return (
    <InputNumber
      aria-label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      min={min}
      max={max}
      precision={WHOLE_PIXELS.precision}
      suffix={suffix}
      style={{ width: WHOLE_PIXELS.width }}
    />
  );
}

/** The Layout Settings tab: the grid's columns, rows, spacing, compaction, and the responsive sizes. */
export function CardLayoutSettings({ control }: { control: Control<CardsConfig> }) {
  const { t } = useSectionEditorsCatalog();
  const responsive = useWatch({ control, name: 'responsive' });
  const allowOverlap = useWatch({ control, name: 'gridSettings.allowOverlap' });
  return (
    <>
      <Flex gap={12} wrap>
        <NumberField
          control={control}
          name="gridSettings.cols"
          label={t(CARD_LABELS.gridSettings.fields.cols)}
          min={CARD_COLS_MIN}
          max={CARD_COLS_MAX}
          {...WHOLE_PIXELS}
        />
        {/* The input's own minimum (50) is above the schema's (10): see CARD_ROW_HEIGHT_MIN. */}
        <NumberField
          control={control}
          name="gridSettings.rowHeight"
          label={t(CARD_LABELS.gridSettings.fields.rowHeight)}
          help={t('card.rowHeightHelp', { min: CARD_ROW_HEIGHT_INPUT_MIN })}
          min={CARD_ROW_HEIGHT_INPUT_MIN}
          max={2000}
          suffix="px"
          {...WHOLE_PIXELS}
        />
      </Flex>
      <Flex gap={12} wrap>
        {PAIRS.map(({ name, label }) => (
          <NumberField
            key={name}
            control={control}
            name={name}
            label={t(label)}
            min={0}
            max={200}
            suffix="px"
            {...WHOLE_PIXELS}
          />
        ))}
      </Flex>
      <Field
        control={control}
        name="gridSettings.compactType"
        label={t(CARD_LABELS.gridSettings.fields.compactType)}
      >
        {(field, id) => (
          <Select
            id={id}
            value={field.value ?? 'none'}
            onChange={(value) => field.onChange(value === 'none' ? null : value)}
            options={COMPACT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            style={{ maxWidth: 360 }}
          />
        )}
      </Field>
      <Flex gap={16} wrap>
        {FLAGS.map(({ key, label, help }) => {
          // Cards that may overlap are never pushed: blocking a collision then means nothing (react-grid-layout).
          const moot = key === 'preventCollision' && allowOverlap;
          return (
            <SwitchField
              key={key}
              control={control}
              name={`gridSettings.${key}`}
              label={t(label)}
              help={moot ? t('card.flags.collisionWithOverlap') : t(help)}
              disabled={moot}
            />
          );
        })}
      </Flex>

      <Typography.Title level={5}>{t(CARD_LABELS.responsive.label)}</Typography.Title>
      <Field control={control} name="responsive" label={t('card.responsive')} help={t('card.responsiveHelp')}>
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
                {t('card.table.size')}
              </th>
              <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 12 }}>
                {t('card.table.fromWidth')}
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                {t(CARD_LABELS.gridSettings.fields.cols)}
              </th>
            </tr>
          </thead>
          <tbody>
            {CARD_BREAKPOINT_NAMES.map((name) => (
              <tr key={name}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal', paddingInlineEnd: 12 }}>
                  {t(BREAKPOINT_LABELS[name])} ({name})
                </th>
                <td style={{ paddingInlineEnd: 12 }}>
                  <Field control={control} name={`responsive.breakpoints.${name}`} label={null}>
                    {(field) => (
                      <NumberInput
                        label={t(CARD_LABELS.responsive.fields.breakpoints.fields[name])}
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
                  {/* The widest size's columns are the grid's Columns: one value, edited in either place. */}
                  <Field
                    control={control}
                    name={name === 'lg' ? 'gridSettings.cols' : `responsive.cols.${name}`}
                    label={null}
                  >
                    {(field) => (
                      <NumberInput
                        label={t(CARD_LABELS.responsive.fields.cols.fields[name])}
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
